// @ts-check
import { createAppConfig } from '@quiz/federation/webpack';

/** @param {unknown} _env @param {{ mode?: string }} argv */
export default (_env, argv) =>
  createAppConfig(
    { name: 'shell', kind: 'host', dir: import.meta.dirname, port: 3000, cacheKey: 'sh' },
    argv,
  );
