/**
 * The code checks of `npm test` (lib/function-length.mjs in `lint`, lib/data-layer.mjs in `boundaries`):
 * each counts and reports what it should, and the repository passes them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApiUses, checkDataLayer, isApiModule } from '../lib/data-layer.mjs';
import { checkFunctionLength, type MeasuredFunction, measure } from '../lib/function-length.mjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'quiz-code-checks-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const lines = (n: number, line: string) => Array.from({ length: n }, () => line).join('\n');

describe('function length', () => {
  it('counts every line from the first token to the closing brace, blank lines and the signature too', () => {
    const file = fixture(
      'long.tsx',
      [
        '// a comment before the function is not its line',
        'export function Long(',
        '  props: { a: number },',
        ') {',
        lines(20, '  console.log(props.a);\n'), // 20 statements, each followed by a blank line
        '}',
        'const arrow = () => {',
        '  return 1;',
        '};',
        'class Box {',
        '  size() {',
        '    return 2;',
        '  }',
        '}',
      ].join('\n'),
    );
    const found = measure([file]).map((f) => [f.id.split('#')[1], f.line, f.lines]);
    expect(found).toEqual([
      ['Long', 2, 44],
      ['arrow', 46, 3],
      ['Box.size', 50, 3],
    ]);
  });

  const fn = (id: string, n: number): MeasuredFunction => ({
    id,
    file: id.split('#')[0] ?? '',
    line: 1,
    lines: n,
  });

  it('fails a function over 150 lines unless named, and a named one over 200', () => {
    const functions = [
      fn('a.ts#fits', 150),
      fn('a.ts#over', 151),
      fn('b.ts#named', 180),
      fn('c.ts#huge', 201),
    ];
    const { long, problems } = checkFunctionLength({
      functions,
      exceptions: { 'b.ts#named': 'reason', 'c.ts#huge': 'reason' },
      temporary: {},
    });
    expect(long.map((f) => f.id)).toEqual(['c.ts#huge', 'b.ts#named', 'a.ts#over']);
    expect(problems).toEqual([
      expect.stringContaining('c.ts:1 huge has 201 lines: over 200'),
      expect.stringContaining('a.ts:1 over has 151 lines'),
    ]);
  });

  it('fails more than 3 named exceptions and an exception that names no long function', () => {
    const functions = ['a', 'b', 'c', 'd'].map((n) => fn(`x.ts#${n}`, 160));
    const exceptions = Object.fromEntries(functions.map((f) => [f.id, 'reason']));
    expect(checkFunctionLength({ functions, exceptions, temporary: {} }).problems).toEqual([
      expect.stringContaining('4 named exceptions: at most 3'),
    ]);
    const stale = checkFunctionLength({
      functions: [],
      exceptions: {},
      temporary: { 'gone.tsx#Split': 'was long' },
    });
    expect(stale.problems).toEqual([expect.stringContaining('stale exception')]);
  });

  it('passes on the repository', () => {
    expect(checkFunctionLength().problems).toEqual([]);
  });
});

describe('data layer', () => {
  it('allows callApi only in api/ folders', () => {
    expect(isApiModule('mf-teams/src/features/team/api/teams.ts')).toBe(true);
    expect(isApiModule('mf-teams/src/shared/api/index.ts')).toBe(true);
    expect(isApiModule('shell/src/auth/api/login.ts')).toBe(true);
    expect(isApiModule('mf-teams/src/features/team/TeamView.tsx')).toBe(false);
    expect(isApiModule('mf-teams/src/features/team/api.ts')).toBe(false);
    expect(isApiModule('mf-teams/src/shared/api.ts')).toBe(false);
  });

  it('finds an import or a call of callApi, not a mention in a comment or a string', () => {
    const file = fixture(
      'View.tsx',
      [
        "import { callApi as call } from '@quiz/api';",
        '// callApi( in a comment',
        "const text = 'callApi(';",
        "export const load = () => api.callApi('rating');",
      ].join('\n'),
    );
    expect(callApiUses(file)).toEqual(['1: imports callApi', '4: calls callApi(']);
    expect(callApiUses(fixture('Clean.tsx', "// callApi('x')\nexport const x = 'callApi(';\n"))).toEqual([]);
  });

  it('passes on the repository, and a temporary entry that no longer calls the server is stale', () => {
    expect(checkDataLayer().problems).toEqual([]);
    expect(checkDataLayer({ files: [], temporary: ['mf-x/src/Gone.tsx'] }).problems).toEqual([
      expect.stringContaining('stale temporary entry'),
    ]);
  });
});
