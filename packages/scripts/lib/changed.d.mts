export interface Workspace {
  dir: string;
  name: string;
  uses: string[];
}
export interface ChangeScope {
  files: string[];
  full: boolean;
  rootFiles: string[];
  touched: string[];
  affected: string[];
  remotes: string[];
  journeys: string[];
}
export const JOURNEY_OWNERS: Record<string, string[] | 'all'>;
export function workspaces(): Workspace[];
export function scopeOf(files: string[], all?: Workspace[]): ChangeScope;
export function changedScope(explicitBase?: string): ChangeScope & { base: string };
