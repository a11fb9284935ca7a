/**
 * Which DeepSeek generation's syntax calls, results and the prompt example are written in (the
 * parser reads all of them): `v3` (V3/R1, fenced JSON), `v3.1` (V3.1/Terminus, raw JSON),
 * `v3.2` (DSML `function_calls`) or `v4` (DSML `tool_calls`).
 */
export type DeepseekFormat = 'v3' | 'v3.1' | 'v3.2' | 'v4';
