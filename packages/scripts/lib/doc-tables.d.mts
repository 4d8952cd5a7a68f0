/** Types of doc-tables.mjs for the tests written in TypeScript. */
export function checkTables(options?: { write?: boolean; root?: string }): string[];
export function routeRows(): Array<{
  name: string;
  path: string;
  owner: string;
  login: boolean;
  server: boolean;
  title: string;
}>;
