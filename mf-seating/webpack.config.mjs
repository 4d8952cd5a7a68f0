// @ts-check
import { createAppConfig, createServerConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) => {
  const app = createAppConfig(
    {
      kind: 'remote',
      dir: import.meta.dirname,
      exposes: {
        './App': './src/entry.ts',
        './ResultsTable': './src/widgets/ResultsTable.entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
  // the server render of the public screens (issue 16): production builds only
  if (argv.mode === 'development') return app;
  return [
    app,
    createServerConfig(
      { kind: 'remote', dir: import.meta.dirname, entry: './src/ssr.ts', after: String(app.name) },
      argv,
    ),
  ];
};
