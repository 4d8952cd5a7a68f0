// Function length: no function, arrow function or method of application code (lib/source-files.mjs: shell,
// remotes, packages; not tests, journeys, migrations or seed data) is over 150 lines, counting every line
// from its first token (`export`, `async`, the name or the parameter list) to its closing brace, blank
// lines and comments included. Biome's noExcessiveLinesPerFunction leaves lines out (the signature, the
// closing brace, trailing comments and more: it counted 148 lines for a 218-line component) and has no
// option to count them all (only `skipBlankLines`, which removes more), so this check replaces it.
// Exceptions are named with their reason in lib/checks-config.mjs: at most 3, none over 200 lines; a
// temporary list there covers components other branches are splitting.
// `npm test` runs it in the `lint` phase; `node packages/scripts/lib/function-length.mjs` alone prints it.
import { pathToFileURL } from 'node:url';
import { FUNCTION_LENGTH_EXCEPTIONS, FUNCTION_LENGTH_TEMPORARY } from './checks-config.mjs';
import { parse, sourceFiles, ts } from './source-files.mjs';

export const MAX_LINES = 150;
export const MAX_EXCEPTION_LINES = 200;
export const MAX_EXCEPTIONS = 3;

/** The name a reader would look for: declared name, assigned variable or property, `Class.method`. */
function functionName(node) {
  const nameOf = (n) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : n?.getText());
  if (node.name) {
    const owner = node.parent && ts.isClassLike(node.parent) && node.parent.name?.text;
    return owner ? `${owner}.${nameOf(node.name)}` : nameOf(node.name);
  }
  let p = node.parent;
  // `const X = memo(forwardRef(() => …))`: the component is named by its variable
  while (p && (ts.isCallExpression(p) || ts.isParenthesizedExpression(p) || ts.isAsExpression(p)))
    p = p.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)))
    return nameOf(p.name);
  if (p && ts.isExportAssignment(p)) return 'default';
  return '<anonymous>';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Every function of the files with its length in lines (first token to last, every line counted). */
export function measure(files = sourceFiles()) {
  const out = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ id: `${file}#${functionName(node)}`, file, line: first + 1, lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/**
 * The functions over the limit and what is wrong with the exception lists. `problems` fails the check:
 * a function over 150 lines not named, a named one over 200, more than 3 exceptions, a stale entry.
 */
export function checkFunctionLength({
  functions = measure(),
  exceptions = FUNCTION_LENGTH_EXCEPTIONS,
  temporary = FUNCTION_LENGTH_TEMPORARY,
} = {}) {
  const long = functions.filter((f) => f.lines > MAX_LINES).sort((a, b) => b.lines - a.lines);
  const problems = [];
  for (const f of long) {
    const where = `${f.file}:${f.line} ${f.id.split('#')[1]} has ${f.lines} lines`;
    if (exceptions[f.id] && f.lines > MAX_EXCEPTION_LINES)
      problems.push(`${where}: over ${MAX_EXCEPTION_LINES}, more than even a named exception may have`);
    else if (!exceptions[f.id] && !temporary[f.id])
      problems.push(`${where} (limit ${MAX_LINES}, every line counted): split it into named parts`);
  }
  const named = Object.keys(exceptions);
  if (named.length > MAX_EXCEPTIONS)
    problems.push(`${named.length} named exceptions: at most ${MAX_EXCEPTIONS} (lib/checks-config.mjs)`);
  for (const id of [...named, ...Object.keys(temporary)])
    if (!long.some((f) => f.id === id))
      problems.push(`stale exception (no function over ${MAX_LINES} lines by that id): ${id}`);
  return { long, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { long, problems } = checkFunctionLength();
  for (const f of long) {
    const mark = FUNCTION_LENGTH_EXCEPTIONS[f.id]
      ? 'exception'
      : FUNCTION_LENGTH_TEMPORARY[f.id]
        ? 'temporary'
        : 'OVER';
    console.log(
      `${String(f.lines).padStart(4)}  ${mark.padEnd(9)}  ${f.file}:${f.line}  ${f.id.split('#')[1]}`,
    );
  }
  for (const p of problems) console.error(p);
  console.log(`${long.length} functions over ${MAX_LINES} lines, ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
