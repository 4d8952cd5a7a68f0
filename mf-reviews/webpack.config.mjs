// @ts-check
import { createAppConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_reviews',
      kind: 'remote',
      dir: import.meta.dirname,
      port: 3004,
      cacheKey: 'rv',
      exposes: {
        './App': './src/entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
