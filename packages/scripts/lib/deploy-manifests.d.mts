/** A Kubernetes object of deploy/kubernetes, with the file it came from. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: unknown };
  file: string;
  [key: string]: unknown;
}
export const KUBERNETES_DIR: string;
export const OVERLAYS: string[];
export function loadOverlay(dir: string): Manifest[];
