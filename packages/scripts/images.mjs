// `pnpm images [--only server,web,postgres,redis] [--no-build]`: the OCI images of the deployment, built
// from the repository with buildah on Debian 13 layers made by debootstrap (no registry needed):
// quiz-server and quiz-web tagged with the commit (and `latest`), quiz-postgres:dev and quiz-redis:dev
// for the development overlay. Installs podman, buildah, runc and debootstrap with apt-get when missing
// and runs `pnpm build` first unless --no-build. Prints each image's size and its largest layers.
// How the layers are made and cached: lib/images/base.mjs; what goes in: lib/images/stage.mjs.
// The server is compiled from the commit (git archive HEAD), the tag it gets; QUIZ_IMAGES_FROM=tree takes
// the working tree instead (tag <commit>-tree). The builds (shell/dist, mf-*/dist) are the tree's.
// Env: QUIZ_IMAGES_CACHE (default ~/.cache/quiz-images) · QUIZ_IMAGE_TAG (default: 12 hex digits of HEAD)
//      QUIZ_IMAGE_SOURCE (the source annotation; default: the git remote) · DEBIAN_MIRROR
import { bold, green, isMain, log, parseArgs, red, seconds } from './lib/common.mjs';
import { ensureBase } from './lib/images/base.mjs';
import { buildImage, IMAGE_NAMES, imageMeta } from './lib/images/build.mjs';
import { ensureTools, imageFigures, megabytes, missingTools } from './lib/images/podman.mjs';

/** Builds the images `names`; resolves with a row per image { name, tags, ms, size, layers }. */
export async function buildImages({ names = IMAGE_NAMES, appBuild = true, onLog = log } = {}) {
  if (!ensureTools()) throw new Error(`not installed: ${missingTools().join(', ')}`);
  if (appBuild) {
    const results = await (await import('./build.mjs')).build();
    if (results.some((r) => !r.ok)) throw new Error('pnpm build failed: no images');
  }
  const meta = imageMeta();
  const base = ensureBase();
  if (base.built) onLog(`base ${base.tag} in ${seconds(base.ms)}`);
  const rows = [];
  for (const name of names) {
    const started = Date.now();
    const tags = await buildImage(name, meta);
    const { size, layers } = imageFigures(tags[0]);
    rows.push({ name, tags, ms: Date.now() - started, size, layers });
    onLog(`${tags.join(' ')}: ${megabytes(size)} in ${seconds(Date.now() - started)}`);
  }
  return rows;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const names = typeof args.only === 'string' ? args.only.split(',') : IMAGE_NAMES;
  const unknown = names.filter((n) => !IMAGE_NAMES.includes(n));
  if (unknown.length) throw new Error(`unknown image ${unknown.join(', ')}: ${IMAGE_NAMES.join(', ')}`);
  const started = Date.now();
  const rows = await buildImages({ names, appBuild: args.build !== false });
  for (const row of rows) {
    log(bold(`${row.tags[0]}  ${megabytes(row.size)}`));
    for (const layer of row.layers.slice(0, 3)) log(`  ${megabytes(layer.bytes).padStart(9)}  ${layer.by}`);
  }
  log(green(`images built in ${seconds(Date.now() - started)}`));
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(red(err instanceof Error ? err.message : String(err)));
    process.exit(1);
  });
}
