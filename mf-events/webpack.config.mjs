// @ts-check
import { createAppConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_events',
      kind: 'remote',
      dir: import.meta.dirname,
      port: 3001,
      cacheKey: 'ev',
      exposes: {
        './App': './src/entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
