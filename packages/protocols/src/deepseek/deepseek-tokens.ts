/**
 * DeepSeek's tool-call special tokens, as the model writes them (fullwidth `｜` U+FF5C and `▁`
 * U+2581). The parser also accepts an ASCII `|` wherever `｜` is expected.
 */
export const DEEPSEEK_TOKENS = {
  callsBegin: '<｜tool▁calls▁begin｜>',
  callsEnd: '<｜tool▁calls▁end｜>',
  callBegin: '<｜tool▁call▁begin｜>',
  callEnd: '<｜tool▁call▁end｜>',
  sep: '<｜tool▁sep｜>',
  outputsBegin: '<｜tool▁outputs▁begin｜>',
  outputsEnd: '<｜tool▁outputs▁end｜>',
  outputBegin: '<｜tool▁output▁begin｜>',
  outputEnd: '<｜tool▁output▁end｜>',
  /** DSML block of V3.2. */
  functionCalls: '<｜DSML｜function_calls>',
  /** DSML block of V4. */
  toolCalls: '<｜DSML｜tool_calls>',
  /** The DSML tag prefix. */
  dsml: '｜DSML｜',
} as const;
