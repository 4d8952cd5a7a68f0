import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RegistryHolder, toWire } from '../src/registry';

function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-registry-'));
  fs.mkdirSync(path.join(root, 'mf-seating', 'dist', '0.1.0'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-seating', 'package.json'), JSON.stringify({ version: '0.1.0' }));
  fs.writeFileSync(path.join(root, 'mf-seating', 'dist', '0.1.0', 'mf-manifest.json'), '{}');
  return root;
}

describe('RegistryHolder', () => {
  let root: string;
  beforeEach(() => {
    root = repo();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves the computed registry while the file does not exist, without an error', () => {
    const holder = new RegistryHolder(root, path.join(root, 'remotes.json'));
    expect(toWire(holder.current())).toEqual({
      mf_seating: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json', version: '0.1.0' },
    });
    expect(holder.health()).toMatchObject({
      status: 'ok',
      registry: { source: 'computed', file: 'remotes.json', error: null },
      remotes: { mf_seating: { version: '0.1.0', previous: null } },
    });
  });

  it('a file that is bad from the start never takes effect: computed registry, error on health', () => {
    const file = path.join(root, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ mf_seating: { entry: '/x/9.9.9/mf-manifest.json', previous: 'x' } }),
    );
    const holder = new RegistryHolder(root, file);
    expect(holder.current().mf_seating?.version).toBe('0.1.0');
    const health = holder.health();
    expect(health.status).toBe('degraded');
    expect(health.registry.source).toBe('computed');
    expect(health.registry.error).toMatch(/^remotes\.json: mf_seating: /);
  });

  it('logs a rejected file once per change', () => {
    const file = path.join(root, 'remotes.json');
    fs.writeFileSync(file, 'not json');
    const error = jest.fn();
    const log = { error, info: jest.fn() } as unknown as ConstructorParameters<typeof RegistryHolder>[2];
    const holder = new RegistryHolder(root, file, log);
    holder.current();
    holder.current();
    holder.health();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
