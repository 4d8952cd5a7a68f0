// @ts-check
import { fileURLToPath } from 'node:url';
import { createAppConfig, createScriptConfig, withServerBundle } from '@quiz/federation/webpack';

/** An ES module's file (the `import` condition: tree-shakeable builds). @param {string} name */
const esm = (name) => fileURLToPath(import.meta.resolve(name));

/**
 * The venue embed's build (`embed.js`, README "Venue embed"): a page of its own, sharing nothing, so it
 * renders with preact/compat instead of react-dom (~4 KB instead of ~63 KB gzip) and calls the API with
 * `fetch` instead of axios (`@quiz/api/fetch-axios`, ~1 KB instead of ~14 KB). The remote itself, on the
 * site, keeps React and axios, shared with the shell.
 */
const EMBED_ALIASES = {
  react$: esm('preact/compat'),
  'react-dom$': esm('preact/compat'),
  'react-dom/client$': esm('preact/compat/client'),
  'react/jsx-runtime$': esm('preact/compat/jsx-runtime'),
  'react/jsx-dev-runtime$': esm('preact/compat/jsx-dev-runtime'),
  axios$: esm('@quiz/api/fetch-axios'),
};

/**
 * The remote, and (production builds) its server bundle (`src/ssr.ts`: the personal screens, the team's
 * preorder and the cart, rendered for the signed-in player) and the venue embed loader `embed.js`
 * written into the same version folder after it (see README "Venue embed").
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
    ...[withServerBundle(app, import.meta.dirname, argv)].flat(),
    createScriptConfig(
      {
        name: 'mf_preorder_embed',
        dir: import.meta.dirname,
        entry: './src/embed/loader.ts',
        filename: 'embed.js',
        after: 'mf_preorder',
        alias: EMBED_ALIASES,
      },
      argv,
    ),
  ];
};
