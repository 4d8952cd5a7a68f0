/**
 * The types of final-form-focus 1.1.2 (the package ships Flow types only; DefinitelyTyped's pull in
 * final-form 4, whose Decorator does not fit final-form 5's forms).
 */
declare module 'final-form-focus' {
  import type { Decorator } from 'final-form';

  export interface FocusableInput {
    name: string;
    focus: () => void;
  }
  /** The form's focusable fields, in document order. */
  export type GetInputs = () => FocusableInput[];
  export type FindInput = (inputs: FocusableInput[], errors: object) => FocusableInput | undefined;
  /** A decorator that focuses the first field in error after a failed submit. */
  export default function createDecorator<FormValues extends object = object>(
    getInputs?: GetInputs,
    findInput?: FindInput,
  ): Decorator<FormValues>;
}
