import { toolCallInput } from './tool-call-input';

/** One argument of a history call, ready to be written into a tag-per-parameter format. */
export interface CallArgument {
  name: string;
  value: unknown;
  /** The text written inside the tag: a string as it is, anything else as JSON. */
  text: string;
  isString: boolean;
}

/**
 * The arguments of a history tool call, in order, for formats that write each parameter in its
 * own tag. Input that is not an object (an invalid call's raw text) has no arguments.
 */
export function callArguments(input: unknown): CallArgument[] {
  const value = toolCallInput(input);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).map(([name, argument]) => ({
    name,
    value: argument,
    text: typeof argument === 'string' ? argument : (JSON.stringify(argument) ?? 'null'),
    isString: typeof argument === 'string',
  }));
}
