/**
 * The release gate of `pnpm release` (packages/scripts/release.mjs runs it before a remote becomes
 * current): can the deployed shell host this build of a remote? See ../compat.ts.
 *
 *   node --import tsx src/scripts/compat.ts --remote mf_x --version V --manifest <remote mf-manifest.json> --shell <shell mf-manifest.json>
 *
 * Exit 0: compatible (or no shell build to compare with: a warning); 3: a singleton range is not
 * satisfied, with the reason on stderr.
 */
import { parseArgs } from 'node:util';
import { mismatchMessage, readManifest, sharedMismatches } from '../compat';

const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    version: { type: 'string' },
    manifest: { type: 'string' },
    shell: { type: 'string' },
  },
});
const { remote = '?', version = '?', manifest: remoteFile, shell: shellFile } = values;
const remoteManifest = remoteFile ? readManifest(remoteFile) : null;
if (!remoteManifest) {
  console.error(`${remote} ${version}: no readable mf-manifest.json at ${remoteFile ?? '(none given)'}`);
  process.exit(2);
}
const shellManifest = shellFile ? readManifest(shellFile) : null;
if (!shellManifest) {
  console.warn(
    `warning: no shell build at ${shellFile ?? '(none given)'}: the shared singletons of ${remote} were not checked`,
  );
  process.exit(0);
}
const mismatches = sharedMismatches(remoteManifest, shellManifest);
if (mismatches.length > 0) {
  console.error(mismatchMessage(remote, version, mismatches));
  process.exit(3);
}
