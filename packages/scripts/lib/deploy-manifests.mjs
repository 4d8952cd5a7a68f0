// The Kubernetes objects of deploy/kubernetes/<overlay>: the kustomization's `resources` read in order
// (a folder is its own kustomization), each YAML file split into its documents. Only `resources` and
// `images` (newTag) are used by these kustomizations, so this reads them without kustomize itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './common.mjs';

export const KUBERNETES_DIR = path.join(ROOT, 'deploy/kubernetes');

const readYaml = (file) =>
  parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJS())
    .filter(Boolean);

/** The objects of the kustomization in `dir` (e.g. deploy/kubernetes/dev), each with its `file`. */
export function loadOverlay(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, dir)}: no kustomization.yaml`);
  const [kustomization] = readYaml(file);
  const objects = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    if (statSync(target).isDirectory()) objects.push(...loadOverlay(target));
    else
      for (const object of readYaml(target)) objects.push({ ...object, file: path.relative(ROOT, target) });
  }
  return objects;
}

/** The YAML files under deploy/kubernetes that are manifests (not kustomizations). */
export const OVERLAYS = ['production', 'dev'];
