/**
 * The markup of one of Google's two call DSLs. Both write `call:NAME{key:value,…}` with bare keys;
 * they differ in the tokens around a call, around a string and around a tool's result.
 */
export interface GemmaDialect {
  /** For messages: `Gemma 4`, `FunctionGemma`. */
  readonly format: string;
  /** The token that opens a call (the segment's marker). */
  readonly callOpen: string;
  readonly callClose: string;
  /** The token on both sides of a string value (`<|"|>`, `<escape>`). */
  readonly quote: string;
  readonly responseOpen: string;
  readonly responseClose: string;
  /** The token before a tool declaration in the prompt, and after it. */
  readonly declarationOpen: string;
  readonly declarationClose: string;
}

/** Gemma 4 (2026): `<|tool_call>call:NAME{k:<|"|>v<|"|>}<tool_call|>`. */
export const GEMMA4_DIALECT: GemmaDialect = {
  format: 'Gemma 4',
  callOpen: '<|tool_call>',
  callClose: '<tool_call|>',
  quote: '<|"|>',
  responseOpen: '<|tool_response>',
  responseClose: '<tool_response|>',
  declarationOpen: '<|tool>',
  declarationClose: '<tool|>',
};

/** FunctionGemma (270M, 2025): `<start_function_call>call:NAME{k:<escape>v<escape>}<end_function_call>`. */
export const FUNCTION_GEMMA_DIALECT: GemmaDialect = {
  format: 'FunctionGemma',
  callOpen: '<start_function_call>',
  callClose: '<end_function_call>',
  quote: '<escape>',
  responseOpen: '<start_function_response>',
  responseClose: '<end_function_response>',
  declarationOpen: '<start_function_declaration>',
  declarationClose: '<end_function_declaration>',
};
