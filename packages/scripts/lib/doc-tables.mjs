// The tables of the docs that describe code, generated from the code: the routes (the `ROUTES` of
// packages/routes/src/catalogue.ts, imported), the widgets (packages/routes/remotes.json), the bus events
// (packages/bus/src/index.ts), the API calls (packages/contract/src/endpoints/*.ts) and the server's settings
// (packages/server/src/settings-schema.ts). Each lives in a Markdown file between
// `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`.
//   node packages/scripts/lib/doc-tables.mjs          checks (exit 1 when a table drifted from the code)
//   node packages/scripts/lib/doc-tables.mjs --write  rewrites the tables
// `npm test` checks them in its `links` phase.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { ROOT } from './common.mjs';

const read = (rel) => readFileSync(path.join(ROOT, rel), 'utf8');

/** A Markdown table; cells padded to their column's width (as the formatter keeps them). */
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * A TypeScript module of the workspace, imported as the apps import it. Node 20 runs no TypeScript, so
 * esbuild (the one tsx runs on, resolved from packages/server as the image build does) bundles it to
 * CommonJS in memory and it is evaluated here: synchronously, so `checkTables` stays a plain function
 * for `npm test`, `pnpm links` and jest (whose module sandbox has no `import()` of files).
 */
function importTypeScript(rel) {
  const file = path.join(ROOT, rel);
  const tsx = createRequire(path.join(ROOT, 'packages/server/package.json')).resolve('tsx/package.json');
  const esbuild = createRequire(tsx)('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'silent',
  });
  const module = { exports: {} };
  const wrapped = `(function (exports, require, module) {${outputFiles[0].text}\n})`;
  vm.runInThisContext(wrapped, { filename: file })(module.exports, createRequire(file), module);
  return module.exports;
}

/** The route catalogue's rows: its `ROUTES`. */
function routeRows() {
  const { ROUTES } = importTypeScript('packages/routes/src/catalogue.ts');
  return ROUTES.map((r) => ({
    name: r.name,
    path: r.path,
    owner: r.owner,
    login: r.loginRequired === true,
    server: r.serverRendered === true,
    title: r.title,
  }));
}

function routesTable() {
  return table(
    ['Name', 'Path', 'Owner', 'Login', 'Server-rendered', 'Title'],
    routeRows().map((r) => [
      `\`${r.name}\``,
      `\`${r.path}\``,
      r.owner,
      r.login ? 'yes' : '',
      r.server ? 'yes' : '',
      r.title,
    ]),
  );
}

function widgetsTable() {
  const { remotes } = JSON.parse(read('packages/routes/remotes.json'));
  const rows = remotes.flatMap((r) =>
    Object.entries(r.widgets).map(([widget, title]) => [`\`${r.name}/${widget}\``, r.folder, title]),
  );
  return table(['Widget id', 'Remote', 'Dialog title'], rows);
}

/** The bus events of the `BusEvent` union, with their kind (the `// commands` / `// facts` comments). */
function busTable() {
  const source = read('packages/bus/src/index.ts');
  const union = source.slice(
    source.indexOf('export type BusEvent ='),
    source.indexOf('export type BusEventType'),
  );
  const rows = [];
  let kind = '';
  for (const line of union.split('\n')) {
    const comment = /^\s*\/\/\s*(\w+)/.exec(line);
    if (comment) kind = comment[1] === 'commands' ? 'command' : comment[1] === 'facts' ? 'fact' : comment[1];
    const event = /\|\s*\{\s*type:\s*'([^']+)';?\s*(.*?)\s*\}/.exec(line);
    if (event)
      rows.push([kind, `\`${event[1]}\``, event[2] ? `\`{ ${event[2].replace(/;\s*$/, '')} }\`` : '']);
  }
  return table(['Kind', 'Event', 'Payload'], rows);
}

function callsTable() {
  const dir = 'packages/contract/src/endpoints';
  const rows = [];
  for (const file of readdirSync(path.join(ROOT, dir)).sort()) {
    if (file === 'index.ts') continue;
    const source = read(`${dir}/${file}`);
    for (const m of source.matchAll(/(\w+): endpoint\(\s*'(\w+)',\s*'([^']+)'(?:,\s*'(\w+)')?/g)) {
      rows.push([`\`${m[1]}\``, m[2], `\`${m[3]}\``, m[4] ?? 'public', file.replace(/\.ts$/, '')]);
    }
  }
  return table(['Call', 'Method', 'Path', 'Who may call', 'Area'], rows);
}

/** The server's settings: the `{ name, default, secret, about }` objects of packages/server/src/settings-schema.ts. */
function settingsTable() {
  const source = read('packages/server/src/settings-schema.ts');
  const body = source.slice(source.indexOf('export const SETTINGS'));
  const field = (row, name) =>
    (new RegExp(`${name}:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(row)?.[1] ?? '').replace(/\\'/g, "'");
  const rows = [...body.matchAll(/\{\s*name:[^{}]*\}/g)].map(([row]) => [
    `\`${field(row, 'name')}\``,
    field(row, 'default'),
    /secret:\s*true/.test(row) ? 'Secret' : 'ConfigMap',
    field(row, 'about'),
  ]);
  return table(['Variable', 'Unset means', 'Kubernetes', 'Meaning'], rows);
}

/** Where each generated table lives. */
const TABLES = [
  { name: 'routes', file: 'ARCHITECTURE.md', make: routesTable },
  { name: 'widgets', file: 'ARCHITECTURE.md', make: widgetsTable },
  { name: 'bus', file: 'ARCHITECTURE.md', make: busTable },
  { name: 'calls', file: 'packages/contract/README.md', make: callsTable },
  { name: 'settings', file: 'README.md', make: settingsTable },
];

/** The file's text with the table put between its markers (the markers must be there). */
function withTable(text, name, content, file) {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: no ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

/** The tables that differ from the code (all of them rewritten when `write`). */
export function checkTables({ write = false, root = ROOT } = {}) {
  const drifted = [];
  for (const { name, file, make } of TABLES) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const next = withTable(text, name, make(), file);
    if (next === text) continue;
    drifted.push(`${file}: the ${name} table`);
    if (write) writeFileSync(full, next);
  }
  return drifted;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const write = process.argv.includes('--write');
  const drifted = checkTables({ write });
  for (const d of drifted) console[write ? 'log' : 'error'](`${write ? 'rewritten' : 'out of date'}: ${d}`);
  if (!write && drifted.length) console.error('run: node packages/scripts/lib/doc-tables.mjs --write');
  process.exit(!write && drifted.length ? 1 : 0);
}
