export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export interface ShareScopeCopies {
  shared: Record<string, { copies: number; versions: string[] }>;
  instances: string[];
}
export declare function shareScopeCopies(pkgs: readonly string[]): ShareScopeCopies;
