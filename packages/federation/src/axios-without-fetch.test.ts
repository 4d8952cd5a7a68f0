/**
 * The browser builds replace axios's fetch adapter with webpack/axios-without-fetch.mjs (by its file
 * path, in webpack/resolve.mjs), and rely on the XHR adapter for every request. This holds the
 * installed axios to what that replacement assumes, so an upgrade that changes it fails here instead
 * of silently bringing the adapter back, or breaking requests.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const axiosDir = path.dirname(
  require.resolve('axios/package.json', { paths: [path.resolve(__dirname, '../../api')] }),
);
const read = (file: string) => readFileSync(path.join(axiosDir, file), 'utf8');

describe('axios as the browser builds use it', () => {
  it('has its fetch adapter in the file the builds replace', () => {
    expect(existsSync(path.join(axiosDir, 'lib/adapters/fetch.js'))).toBe(true);
  });

  it('reaches the fetch adapter only through getFetch, which may answer "not supported"', () => {
    const adapters = read('lib/adapters/adapters.js');
    expect(adapters).toContain("import * as fetchAdapter from './fetch.js';");
    expect(adapters.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
    expect(adapters).toContain("'is not supported by the environment'");
  });

  it('tries XHR before fetch by default', () => {
    expect(read('lib/defaults/index.js')).toContain("adapter: ['xhr', 'http', 'fetch']");
  });
});
