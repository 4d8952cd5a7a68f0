// The data layer of the apps: only an `api/` module calls the server. A non-test file of `shell/src` or
// `mf-*/src` that imports `callApi` (from @quiz/api) or calls `callApi(` must sit in an `api/` folder:
// `src/features/<feature>/api/`, `src/shared/api/`, or for the shell any `shell/src/**/api/`. Screens and
// hooks call the named functions of those modules, which keeps the calls (names, arguments, error texts)
// in one place per feature and lets the tests replace the network edge only.
// Read with the TypeScript compiler API (comments and strings that mention callApi do not count).
// `npm test` runs it in the `boundaries` phase; `node packages/scripts/lib/data-layer.mjs` alone prints it.
// Files still being converted are listed, temporarily, in lib/checks-config.mjs (DATA_LAYER_TEMPORARY).
import { pathToFileURL } from 'node:url';
import { DATA_LAYER_TEMPORARY } from './checks-config.mjs';
import { appAndPackageFolders, parse, sourceFiles, ts } from './source-files.mjs';

const ALLOWED = [
  /^mf-[^/]+\/src\/features\/[^/]+\/api\//,
  /^mf-[^/]+\/src\/shared\/api\//,
  /^shell\/src\/(.+\/)?api\//,
];

export const isApiModule = (file) => ALLOWED.some((re) => re.test(file));

/** `callApi` for `callApi(…)` and `api.callApi(…)`. */
const calleeName = (callee) =>
  ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : undefined;

/** Where a file imports or calls `callApi`: `line: what`, empty when it does neither. */
export function callApiUses(file) {
  const source = parse(file);
  const uses = [];
  const at = (node, what) =>
    uses.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node) => {
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'callApi')
      at(node, 'imports callApi');
    else if (ts.isCallExpression(node) && calleeName(node.expression) === 'callApi')
      at(node, 'calls callApi(');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The app files that use callApi outside an `api/` folder, and the stale temporary entries. */
export function checkDataLayer({
  files = sourceFiles(appAndPackageFolders().filter((top) => !top.startsWith('packages/'))),
  temporary = DATA_LAYER_TEMPORARY,
} = {}) {
  const offenders = files
    .filter((f) => /^(shell|mf-[^/]+)\/src\//.test(f) && !isApiModule(f))
    .map((file) => ({ file, uses: callApiUses(file) }))
    .filter((o) => o.uses.length > 0);
  const problems = offenders
    .filter((o) => !temporary.includes(o.file))
    .map(
      (o) => `${o.file}:${o.uses[0]} outside an api/ folder (move the call into src/features/<feature>/api/)`,
    );
  for (const file of temporary)
    if (!offenders.some((o) => o.file === file))
      problems.push(`stale temporary entry (no callApi outside api/ there any more): ${file}`);
  return { offenders, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { offenders, problems } = checkDataLayer();
  for (const o of offenders)
    console.log(
      `${DATA_LAYER_TEMPORARY.includes(o.file) ? 'temporary' : 'OUTSIDE  '}  ${o.file}  (${o.uses.join('; ')})`,
    );
  for (const p of problems) console.error(p);
  console.log(`${offenders.length} files use callApi outside an api/ folder, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
