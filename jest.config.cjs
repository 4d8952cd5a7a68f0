// One jest run for the whole workspace: browser code in jsdom (`web`), server code in node (`server`), and the
// slow attack tests (`*.security.test.ts`, project `security`), which `npm test` runs as a phase of their own.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // light-my-request pulls the ESM-only cookie@2 and @fastify/static the ESM-only content-disposition@3;
  // let swc compile them (TOOLCHAIN.md).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(cookie|content-disposition)@[^/]+/node_modules/)?(cookie|content-disposition)/)',
  ],
  moduleNameMapper: { '\\.(css|svg|png|jpe?g|woff2?)$': '<rootDir>/packages/ui/test/file-stub.cjs' },
};
module.exports = {
  // ~6 sessions share 2 cores: a test or hook that takes 1 s alone can take 10 s under that load
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: [
        '<rootDir>/packages/ui/test/setup-dom.ts',
        '<rootDir>/packages/api/test/setup-network.ts',
      ],
      testMatch: [
        '<rootDir>/shell/src/**/*.test.{ts,tsx}',
        '<rootDir>/mf-*/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/{ui,api,bus,routes,domain,federation}/src/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/packages/{server,contract}/{src,test}/**/*.test.ts',
        '<rootDir>/packages/scripts/test/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '\\.security\\.test\\.ts$'],
      // the migrated and seeded database templates every server test copies (test/db-templates.ts)
      globalSetup: '<rootDir>/packages/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/packages/server/test/global-teardown.ts',
      // 30 s per test and hook: seeding a fresh PostgreSQL schema takes seconds on a busy machine
      setupFilesAfterEnv: ['<rootDir>/packages/server/test/setup-timeout.ts'],
    },
    {
      ...common,
      displayName: 'security',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/server/{src,test}/**/*.security.test.ts'],
      globalSetup: '<rootDir>/packages/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/packages/server/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/packages/server/test/setup-timeout.ts'],
    },
  ],
};
