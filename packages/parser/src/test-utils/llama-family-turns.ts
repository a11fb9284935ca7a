/**
 * What Llama 3.2 and 4 write for get_weather(Oslo): the JSON object Llama-3.2-3B-Instruct's chat
 * template teaches (rendered, it writes a history call exactly so), and the pythonic list the
 * family also answers with (bare, and in Llama 4's `<|python_start|>` envelope).
 */
export const LLAMA_FAMILY_CALLS: ReadonlyArray<[string, string]> = [
  ['the JSON its template teaches', '{"name": "get_weather", "parameters": {"city": "Oslo"}}'],
  ['a pythonic list', "[get_weather(city='Oslo')]"],
  ["Llama 4's envelope", "<|python_start|>[get_weather(city='Oslo')]<|python_end|>"],
];

/** Model ids of the family, as providers spell them. */
export const LLAMA_FAMILY_IDS = [
  'meta-llama/Llama-3.2-3B-Instruct',
  'llama3.2:1b',
  'meta-llama/Llama-4-Scout-17B-16E-Instruct',
] as const;

/** A model turn that calls, one character at a time in stream mode, then the answer. */
export function llamaTurns(call: string, mode: 'generate' | 'stream'): Array<{ chunks: string[] }> {
  const first = `Let me check.\n${call}`;
  return [
    { chunks: mode === 'stream' ? first.split('') : [first] },
    { chunks: ['Sunny in Oslo.'] },
  ];
}
