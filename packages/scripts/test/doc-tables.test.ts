/**
 * The docs' tables generated from the code (packages/scripts/lib/doc-tables.mjs): the repository's are up
 * to date, and a table edited by hand (or left behind by a code change) is reported, then rewritten.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkTables } from '../lib/doc-tables.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS = ['ARCHITECTURE.md', 'packages/contract/README.md', 'README.md'];

describe('generated doc tables', () => {
  let copy: string;
  beforeEach(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'quiz-doc-tables-'));
    for (const doc of DOCS) {
      mkdirSync(path.dirname(path.join(copy, doc)), { recursive: true });
      copyFileSync(path.join(ROOT, doc), path.join(copy, doc));
    }
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('match the code in the repository', () => {
    expect(checkTables()).toEqual([]);
  });

  it('report a drifted table and rewrite it on request', () => {
    const file = path.join(copy, 'ARCHITECTURE.md');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('| `gameResults`', '| `GameResults`'));
    expect(checkTables({ root: copy })).toEqual(['ARCHITECTURE.md: the routes table']);
    checkTables({ root: copy, write: true });
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(checkTables({ root: copy })).toEqual([]);
  });
});
