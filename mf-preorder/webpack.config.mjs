// @ts-check
import { createAppConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createAppConfig(
    {
      name: 'mf_preorder',
      kind: 'remote',
      dir: import.meta.dirname,
      port: 3003,
      cacheKey: 'po',
      exposes: {
        './App': './src/entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
