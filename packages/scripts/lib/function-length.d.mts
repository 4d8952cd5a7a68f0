/** Types of function-length.mjs for the tests written in TypeScript. */
export interface MeasuredFunction {
  id: string;
  file: string;
  line: number;
  lines: number;
}
export const MAX_LINES: number;
export const MAX_EXCEPTION_LINES: number;
export const MAX_EXCEPTIONS: number;
export function measure(files?: readonly string[]): MeasuredFunction[];
export function checkFunctionLength(options?: {
  functions?: readonly MeasuredFunction[];
  exceptions?: Record<string, string>;
  temporary?: Record<string, string>;
}): { long: MeasuredFunction[]; problems: string[] };
