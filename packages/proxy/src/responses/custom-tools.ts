import type { JSONSchema7 } from 'json-schema';

/**
 * A custom tool (`type: "custom"`, freeform text input such as Codex's `apply_patch`) as the
 * function tool the middleware writes into the prompt: one string argument, `input`, the text the
 * tool takes. Its grammar, if it has one, is told in the description.
 */
export const CUSTOM_INPUT_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { input: { type: 'string', description: 'The raw text the tool takes.' } },
  required: ['input'],
};

/** The arguments of a custom tool's call in the history: its input text as `{"input": …}`. */
export function customCallArguments(input: string): string {
  return JSON.stringify({ input });
}

/**
 * The input text of a custom tool's call: its `input` argument, or — when the model wrote
 * something else (a botched call, whose input is the model's own text) — the arguments as written,
 * which the tool then refuses and the model sees again.
 */
export function customCallInput(args: string): string {
  try {
    const value: unknown = JSON.parse(args);
    if (typeof value === 'object' && value !== null && 'input' in value) {
      const { input } = value;
      if (typeof input === 'string') return input;
    }
  } catch {
    // Not JSON: the model's text as it wrote it.
  }
  return args;
}
