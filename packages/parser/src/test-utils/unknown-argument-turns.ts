/** Generate or stream mode of an agent-loop test. */
export type UnknownArgumentsMode = 'generate' | 'stream';

/** get_weather's input: `city` only, nothing else allowed. */
export const weatherInputSchema: {
  type: 'object';
  properties: Record<string, { type: 'string' }>;
  required: string[];
  additionalProperties: false;
} = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
  additionalProperties: false,
};

/** An XML-preset call with an argument the schema does not declare (`mood`). */
export const UNKNOWN_ARGUMENT_CALL =
  '<get_weather>\n<city>Paris</city>\n<mood>sunny</mood>\n</get_weather>';

/** The call the model writes when it is told. */
export const UNKNOWN_ARGUMENT_RETRY = '<get_weather>\n<city>Paris</city>\n</get_weather>';

/**
 * The turns of a model that adds `mood`, then retries without it if told, then answers. In
 * stream mode the first turn arrives one character at a time.
 */
export function unknownArgumentTurns(mode: UnknownArgumentsMode): Array<{ chunks: string[] }> {
  const first = `Checking.\n${UNKNOWN_ARGUMENT_CALL}`;
  return [
    { chunks: mode === 'stream' ? first.split('') : [first] },
    { chunks: [`Again.\n${UNKNOWN_ARGUMENT_RETRY}`] },
    { chunks: ['Paris is sunny.'] },
  ];
}
