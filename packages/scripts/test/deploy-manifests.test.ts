// The Kubernetes manifests of deploy/kubernetes against the Kubernetes API schemas (kubernetes-models),
// and the settings they carry against the server's list of settings (packages/server/src/settings-schema.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { SETTINGS } from '../../server/src/settings-schema';
import { KUBERNETES_DIR, loadOverlay, type Manifest, OVERLAYS } from '../lib/deploy-manifests.mjs';

type Model = new (data: Record<string, unknown>) => { validate(): void };

const MODELS: Record<string, Record<string, unknown>> = {
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  v1: core,
  'policy/v1': policy,
};
/** Settings of the development images themselves (quiz-postgres), not of the server. */
const IMAGE_SETTINGS = ['POSTGRES_PASSWORD'];

const overlay = (name: string): Manifest[] => loadOverlay(path.join(KUBERNETES_DIR, name));
/** The object `kind`/`name` of the overlay, as `T` (the schema test checks its shape). */
function byKind<T>(objects: Manifest[], kind: string, name: string): T {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as unknown as T;
}

describe.each(OVERLAYS)('deploy/kubernetes/%s', (name: string) => {
  const objects = overlay(name);

  test('every object is valid against its Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(8);
    for (const { file, ...object } of objects) {
      const Kind = MODELS[object.apiVersion]?.[object.kind] as Model | undefined;
      if (!Kind) throw new Error(`${file}: no schema for ${object.apiVersion} ${object.kind}`);
      expect(() => new Kind(object).validate()).not.toThrow();
    }
  });

  test('the ConfigMap and the Secret name only settings the server reads, credentials in the Secret', () => {
    const known = new Map(SETTINGS.map((s) => [s.name, s]));
    const settings = byKind<{ data: Record<string, string> }>(objects, 'ConfigMap', 'quiz-settings');
    const secret = byKind<{ stringData: Record<string, string> }>(objects, 'Secret', 'quiz-secrets');
    for (const key of Object.keys(settings.data))
      expect({ key, secret: known.get(key)?.secret }).toEqual({ key, secret: false });
    for (const key of Object.keys(secret.stringData).filter((k) => !IMAGE_SETTINGS.includes(k)))
      expect({ key, secret: known.get(key)?.secret }).toEqual({ key, secret: true });
  });

  test('the server pods: probes on /api/ready and /api/health, a grace period over the drain', () => {
    const server = byKind<apps.IDeployment>(objects, 'Deployment', 'quiz-server');
    const pod = server.spec?.template.spec;
    const container = pod?.containers[0];
    expect(container?.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(container?.livenessProbe?.httpGet?.path).toBe('/api/health');
    const preStop = Number(container?.lifecycle?.preStop?.exec?.command?.at(-1) ?? 0);
    const settings = byKind<{ data: Record<string, string> }>(objects, 'ConfigMap', 'quiz-settings');
    const drain = Number(settings.data.SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(pod?.terminationGracePeriodSeconds).toBeGreaterThan(preStop + drain);
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.resources?.requests).toBeDefined();
  });
});

test('every environment variable the server reads is in its settings list', () => {
  const src = path.join(__dirname, '../../server/src');
  const read = new Set<string>();
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b/g)) read.add(m[1] as string);
  }
  const listed = new Set(SETTINGS.map((s) => s.name));
  expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
});
