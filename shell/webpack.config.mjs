// @ts-check
import { createAppConfig, createScriptConfig, createServerConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) => {
  const app = createAppConfig(
    { name: 'shell', kind: 'host', dir: import.meta.dirname, port: 3000, cacheKey: 'sh' },
    argv,
  );
  // the server render of the frame and the boot script of server-rendered pages: production only
  if (argv.mode === 'development') return app;
  return [
    app,
    createServerConfig(
      { kind: 'host', dir: import.meta.dirname, entry: './src/ssr.tsx', after: 'shell' },
      argv,
    ),
    createScriptConfig(
      {
        name: 'shell_boot',
        dir: import.meta.dirname,
        entry: './src/boot.ts',
        filename: 'boot.js',
        after: 'shell',
        host: true,
      },
      argv,
    ),
  ];
};
