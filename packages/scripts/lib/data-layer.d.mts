/** Types of data-layer.mjs for the tests written in TypeScript. */
export function isApiModule(file: string): boolean;
export function callApiUses(file: string): string[];
export function checkDataLayer(options?: { files?: readonly string[]; temporary?: readonly string[] }): {
  offenders: Array<{ file: string; uses: string[] }>;
  problems: string[];
};
