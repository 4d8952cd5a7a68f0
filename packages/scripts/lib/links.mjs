// Relative links in Markdown: every tracked .md file's links that are not URLs must resolve to a file or
// folder inside the repository (a `#heading` part must name a heading of the target). `npm test` runs it as
// the `links` phase; `node packages/scripts/lib/links.mjs` alone prints the broken ones.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './common.mjs';
import { checkTables } from './doc-tables.mjs';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(text) {
  const out = new Set();
  for (const line of stripCode(text).split('\n')) {
    const m = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (m) out.add(slug(m[1]));
  }
  return out;
}

/** Blanks fenced blocks and inline code (keeping line numbers): links inside code are examples. */
function stripCode(text) {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

/** The link targets of a Markdown text with their line numbers: inline links, images and definitions. */
export function linksOf(text) {
  const found = [];
  const lines = stripCode(text).split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      found.push({ link: m[1], line: i + 1 });
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(line);
    if (def) found.push({ link: def[1], line: i + 1 });
  });
  return found;
}

/** Why a link from `file` (repo-relative) does not resolve, or null when it does. */
export function problem(root, file, link) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null; // https:, mailto:, …
  const [rawPath, fragment] = link.split('#');
  const target = rawPath
    ? path.resolve(
        rawPath.startsWith('/') ? root : path.dirname(path.join(root, file)),
        decodeURI(rawPath).replace(/^\//, ''),
      )
    : path.join(root, file);
  const rel = path.relative(root, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return 'points outside the repository';
  if (!existsSync(target)) return 'no such file';
  if (fragment && statSync(target).isFile() && target.endsWith('.md')) {
    if (!anchors(readFileSync(target, 'utf8')).has(fragment.toLowerCase())) return `no heading #${fragment}`;
  }
  return null;
}

/** Checks every Markdown file git tracks (or is about to: untracked but not ignored) under `root`. */
export function checkLinks(root = ROOT) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && existsSync(path.join(root, f)));
  const broken = [];
  for (const file of files) {
    for (const { link, line } of linksOf(readFileSync(path.join(root, file), 'utf8'))) {
      const reason = problem(root, file, link);
      if (reason) broken.push({ file, line, link, reason });
    }
  }
  return { files: files.length, broken };
}

/**
 * Tracker references ("issue" and a number) in tracked files: a reader of the repository has no tracker,
 * so code and docs give the reason instead. `file:line: text` for each one.
 */
export function issueReferences(root = ROOT) {
  try {
    return execFileSync('git', ['grep', '-niE', 'issue #?[0-9]+', '--', '.', ':!pnpm-lock.yaml'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, broken } = checkLinks();
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.link} → ${b.reason}`);
  // `pnpm links` checks what the links phase of `npm test` does: links, generated tables, tracker references
  const drifted = checkTables();
  for (const d of drifted)
    console.error(`out of date: ${d} (node packages/scripts/lib/doc-tables.mjs --write)`);
  const references = issueReferences();
  for (const r of references) console.error(`tracker reference (write the reason instead): ${r}`);
  console.log(
    `${files} Markdown files, ${broken.length} broken links, ${drifted.length} generated tables out of date, ${references.length} tracker references`,
  );
  process.exit(broken.length || drifted.length || references.length ? 1 : 0);
}
