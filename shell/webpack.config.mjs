// @ts-check
import { createAppConfig, createServerConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) => {
  const app = createAppConfig(
    { name: 'shell', kind: 'host', dir: import.meta.dirname, port: 3000, cacheKey: 'sh' },
    argv,
  );
  // the server render of the frame (issue 16): production builds only
  if (argv.mode === 'development') return app;
  return [
    app,
    createServerConfig(
      { kind: 'host', dir: import.meta.dirname, entry: './src/ssr.tsx', after: 'shell' },
      argv,
    ),
  ];
};
