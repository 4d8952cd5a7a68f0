// The development overlay (deploy/kubernetes/dev) on one machine with `podman kube play` (podman 4.3):
// the same pod templates, images, settings and credentials, turned into what podman plays here:
// - each workload becomes one Pod per replica (podman has no controllers: the test rolls and replaces
//   pods itself, as the Deployment controller would with maxSurge 1 / maxUnavailable 0), the Job a Pod
//   that runs once;
// - every pod on the host's network (podman's CNI here has no DNS between pods and no Services), each on
//   its own free loopback port, so the Service names of the settings become 127.0.0.1:<port> and the web's
//   upstreams the server pods' ports (QUIZ_UPSTREAMS: nginx moves on from a slot with no pod);
// - the ConfigMap and Secret are written into each container's env (envFrom), the shared volume of
//   remote versions and the emptyDirs are host directories, probes and preStop are left to the test.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { KUBERNETES_DIR, loadOverlay } from './deploy-manifests.mjs';
import { APP_UID } from './images/base.mjs';
import { podman } from './images/podman.mjs';

const find = (objects, kind, name) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`deploy/kubernetes/dev: no ${kind} ${name}`);
  return found;
};

/** The overlay, its settings pointed at loopback ports: `{ objects, env, ports, dir }`. */
export function devOverlay(ports) {
  const objects = loadOverlay(path.join(KUBERNETES_DIR, 'dev'));
  const settings = { ...find(objects, 'ConfigMap', 'quiz-settings').data };
  const secret = { ...find(objects, 'Secret', 'quiz-secrets').stringData };
  const password = secret.POSTGRES_PASSWORD;
  const env = {
    ...settings,
    ...secret,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${ports.web}`,
    DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${ports.postgres}/quiz`,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    // the test's requests come from loopback through quiz-web, each playing a client of its own
    // (X-Forwarded-For), as `pnpm cluster` trusts its nginx: by address, not by hop count
    TRUST_PROXY: '127.0.0.1,::1',
    // a render may take longer than the 150 ms budget on a machine whose 2 cores run other jobs too:
    // the page would then come client-rendered, which is what the checks look for
    SSR_BUDGET_MS: '3000',
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quiz-deploy-'));
  // this run's pods: named and labelled apart from another run's on the same machine
  const run = `q${ports.web}`;
  return { objects, env, ports, dir, password, run, name: (pod) => `${run}-${pod}` };
}

/** A host directory standing in for a volume (owned by the images' user). */
function hostDir(overlay, name) {
  const dir = path.join(overlay.dir, name);
  mkdirSync(dir, { recursive: true });
  chownSync(dir, APP_UID, APP_UID);
  return dir;
}

/** The pod `name` from a workload's pod template, with `extraEnv` and the overlay's settings resolved. */
function podFrom(
  overlay,
  template,
  name,
  { extraEnv = {}, image, restartPolicy = 'Always', claims = [] } = {},
) {
  const spec = structuredClone(template.spec);
  const volumes = (spec.volumes ?? []).map((v) => ({
    name: v.name,
    hostPath: {
      path: hostDir(overlay, v.persistentVolumeClaim ? 'remotes' : `${name}-${v.name}`),
      type: 'Directory',
    },
  }));
  // a StatefulSet's volumeClaimTemplates: a directory any user may write (the image's own user makes
  // its files inside, e.g. initdb its PGDATA)
  for (const claim of claims) {
    const dir = hostDir(overlay, `${name}-${claim.metadata.name}`);
    chmodSync(dir, 0o777);
    volumes.push({ name: claim.metadata.name, hostPath: { path: dir, type: 'Directory' } });
  }
  const containers = spec.containers.map((c) => {
    const fromRefs = (c.envFrom ?? []).length ? overlay.env : {};
    const own = Object.fromEntries(
      (c.env ?? []).map((e) => [
        e.name,
        e.value ?? (e.valueFrom?.secretKeyRef ? overlay.env[e.valueFrom.secretKeyRef.key] : name),
      ]),
    );
    const env = { ...fromRefs, ...own, ...extraEnv };
    const { envFrom, readinessProbe, livenessProbe, startupProbe, lifecycle, ports, ...rest } = c;
    return {
      ...rest,
      image: image ?? c.image,
      env: Object.entries(env).map(([key, value]) => ({ name: key, value: String(value) })),
    };
  });
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, labels: { ...template.metadata.labels, 'quiz-deploy-test': overlay.run } },
    spec: { ...spec, hostNetwork: true, restartPolicy, containers, volumes },
  };
}

/** `podman kube play` of one pod; resolves with its YAML file (for `kube down`). */
function play(overlay, pod) {
  const file = path.join(overlay.dir, `${pod.metadata.name}.yaml`);
  writeFileSync(file, stringify(pod));
  podman(['kube', 'play', '--quiet', file]);
  return file;
}

/** The pods of the overlay, by role: each returns the pod's name once podman started it. */
export function podsOf(overlay) {
  const { objects, ports } = overlay;
  const template = (kind, name) => find(objects, kind, name).spec.template;
  return {
    postgres: () =>
      play(
        overlay,
        podFrom(overlay, template('StatefulSet', 'quiz-postgres'), overlay.name('postgres-0'), {
          extraEnv: { PGPORT: ports.postgres },
          claims: find(objects, 'StatefulSet', 'quiz-postgres').spec.volumeClaimTemplates,
        }),
      ),
    redis: () => {
      const pod = podFrom(overlay, template('StatefulSet', 'quiz-redis'), overlay.name('redis-0'));
      const args = pod.spec.containers[0].args;
      args[args.indexOf('--port') + 1] = String(ports.redis);
      args[args.indexOf('--bind') + 1] = '127.0.0.1';
      return play(overlay, pod);
    },
    migrate: () =>
      play(
        overlay,
        podFrom(overlay, template('Job', 'quiz-migrate'), overlay.name('migrate'), {
          restartPolicy: 'Never',
        }),
      ),
    /** server pod `name` on `port` (one of ports.servers), from `image` (default: the manifest's) */
    server: (name, port, image) =>
      play(
        overlay,
        podFrom(overlay, template('Deployment', 'quiz-server'), name, {
          extraEnv: { PORT: port, REPLICA_ID: name },
          image,
        }),
      ),
    web: () =>
      play(
        overlay,
        podFrom(overlay, template('Deployment', 'quiz-web'), overlay.name('web-0'), {
          extraEnv: {
            QUIZ_LISTEN: `127.0.0.1:${ports.web}`,
            QUIZ_UPSTREAMS: ports.servers.map((p) => `127.0.0.1:${p}`).join(' '),
          },
        }),
      ),
  };
}

/** Stops (SIGTERM, then the grace period) and removes the pod `name`. */
export function removePod(name, { graceSeconds = 20, kill = false } = {}) {
  if (kill) podman(['pod', 'kill', '--signal', 'KILL', name], { allowFail: true });
  else podman(['pod', 'stop', '--time', String(graceSeconds), name], { allowFail: true });
  podman(['pod', 'rm', '--force', name], { allowFail: true });
}

/** Every pod the test started (label quiz-deploy-test) and the overlay's host directories. */
export function removeAll(overlay) {
  const pods = podman(['pod', 'ps', '--quiet', '--filter', `label=quiz-deploy-test=${overlay.run}`], {
    allowFail: true,
  });
  for (const id of (pods ?? '').split('\n').filter(Boolean))
    podman(['pod', 'rm', '--force', '--time', '5', id], { allowFail: true });
  rmSync(overlay.dir, { recursive: true, force: true });
}

/** The container's log (its last `lines`). */
export const podLog = (pod, container, lines = 40) =>
  podman(['logs', '--tail', String(lines), `${pod}-${container}`], { allowFail: true }) ?? '';

/** Waits for the container to exit; its exit code. */
export const waitExit = (pod, container) => Number(podman(['wait', `${pod}-${container}`]));

/** What a Service's endpoints would be: the web pod's upstreams set to these server ports (a reload). */
export const setUpstreams = (overlay, ports) =>
  podman([
    'exec',
    `${overlay.name('web-0')}-web`,
    'quiz-web-upstreams',
    ...ports.map((p) => `127.0.0.1:${p}`),
  ]);
