// @ts-check
import { createAppConfig, createScriptConfig } from '@quiz/federation/webpack';

/**
 * The remote, and (production builds) the venue embed loader `embed.js` written into the same version
 * folder after it (see README "Venue embed").
 * @param {unknown} _env @param {{ mode?: string }} argv
 */
export default (_env, argv) => {
  const app = createAppConfig(
    {
      kind: 'remote',
      dir: import.meta.dirname,
      exposes: {
        './App': './src/entry.ts',
      },
      devEntry: './src/dev/harness.tsx',
    },
    argv,
  );
  if (argv.mode === 'development') return app;
  return [
    app,
    createScriptConfig(
      {
        name: 'mf_preorder_embed',
        dir: import.meta.dirname,
        entry: './src/embed/loader.ts',
        filename: 'embed.js',
        after: 'mf_preorder',
      },
      argv,
    ),
  ];
};
