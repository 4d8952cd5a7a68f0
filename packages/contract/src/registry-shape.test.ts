/**
 * The zod-free registry check of the shell's first load (registry-shape.ts) against the zod schema
 * (registry.ts): whatever the plain check accepts, the schema accepts with the same normalised
 * registry; whatever the schema rejects, the plain check rejects (and the shell then asks the schema).
 */
import fc from 'fast-check';
import { parseRegistryEntries } from './registry';
import { checkRegistryShape } from './registry-shape';

const text = fc.oneof(
  fc.constantFrom('/mf/mf_events/0.1.0/mf-manifest.json', 'https://cdn.example.org/a/2.0.0/mf-manifest.json'),
  fc.constantFrom('', ' ', 'a b', '0.1.0', '0.1.0-20261126T0500', '.bad', 'x'.repeat(2001), 'ok'),
  fc.string({ maxLength: 12 }),
);
const versionObject = fc.record(
  { entry: fc.oneof(text, fc.integer()), version: fc.oneof(text, fc.constant(null)), extra: fc.string() },
  { requiredKeys: [] },
);
const entry = fc.oneof(
  text,
  fc.integer(),
  fc.constant(null),
  fc.record(
    {
      entry: fc.oneof(text, fc.integer()),
      version: fc.oneof(text, fc.constant(undefined), fc.constant(null)),
      previous: fc.oneof(versionObject, fc.constant(undefined), fc.constant(null), text),
    },
    { requiredKeys: [] },
  ),
);
const names = fc.oneof(
  fc.constantFrom('mf_events', 'mf_teams', 'mf_x1', 'MF_bad', 'events', 'mf_'),
  fc.string(),
);
const registry = fc.oneof(
  fc.dictionary(names, entry, { maxKeys: 4 }),
  fc.record({ remotes: fc.dictionary(names, entry, { maxKeys: 4 }) }),
  fc.constantFrom(null, [], [1], 'x', 3),
);

describe('checkRegistryShape (the shell’s zod-free check)', () => {
  it('accepts only what the zod schema accepts, with the same normalised registry', () => {
    fc.assert(
      fc.property(registry, (json) => {
        const checked = checkRegistryShape(json);
        const parsed = parseRegistryEntries(json);
        if (checked) {
          expect(parsed.issues).toEqual([]);
          expect(checked).toEqual(parsed.registry);
        }
        if (parsed.issues.length > 0) expect(checked).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a well-formed registry without the schema', () => {
    const json = {
      remotes: {
        mf_events: '/mf/mf_events/0.1.0/mf-manifest.json',
        mf_seating: {
          entry: '/mf/mf_seating/0.2.0/mf-manifest.json',
          previous: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json' },
        },
      },
    };
    expect(checkRegistryShape(json)).toEqual({
      mf_events: { entry: '/mf/mf_events/0.1.0/mf-manifest.json', version: '0.1.0', previous: null },
      mf_seating: {
        entry: '/mf/mf_seating/0.2.0/mf-manifest.json',
        version: '0.2.0',
        previous: { entry: '/mf/mf_seating/0.1.0/mf-manifest.json', version: '0.1.0' },
      },
    });
    expect(checkRegistryShape({ mf_events: '/e.json', mf_teams: { entry: 3 } })).toBeNull();
    expect(checkRegistryShape({ 'not-a-name': '/e.json' })).toBeNull();
    expect(checkRegistryShape([1])).toBeNull();
  });
});
