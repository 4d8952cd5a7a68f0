// @ts-check
import { createAppConfig, withServerBundle } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  // the public screens' server render comes with production builds
  withServerBundle(
    createAppConfig(
      {
        kind: 'remote',
        dir: import.meta.dirname,
        exposes: {
          './App': './src/entry.ts',
        },
        devEntry: './src/dev/harness.tsx',
      },
      argv,
    ),
    import.meta.dirname,
    argv,
  );
