import { describe, expect, it } from 'vitest';
import { harmonyProtocol } from '../harmony/harmony-protocol';
import { kimiK2Protocol } from '../kimi-k2/kimi-k2-protocol';
import { mistralProtocol } from '../mistral/mistral-protocol';
import { pythonicProtocol } from '../pythonic/pythonic-protocol';
import { runGenerate, runStreamed } from '../test-utils/run-outputs';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';

// Found by the hostile conformance property (10,000 runs): when the JSON of an argument broke on a
// word that began in an earlier chunk (`text`: RJSON only knows at `e` that it is not `true`), the
// failure was placed at the start of the current chunk instead of at the word, so the failed text
// differed between generate mode and streaming.
describe('JsonArgumentsReader', () => {
  it.each([
    {
      name: 'mistral, undeclared tool',
      protocol: mistralProtocol(),
      text: '[TOOL_CALLS]nope[ARGS] text ',
    },
    {
      name: 'mistral, declared tool',
      protocol: mistralProtocol(),
      text: '[TOOL_CALLS]get_time[ARGS]text and more',
    },
    {
      name: 'pythonic',
      protocol: pythonicProtocol(),
      text: '[get_weather(city=texas, days=2)] after',
    },
    {
      name: 'kimi-k2',
      protocol: kimiK2Protocol(),
      text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_time:0<|tool_call_argument_begin|>text<|tool_call_end|><|tool_calls_section_end|> after',
    },
    {
      name: 'harmony',
      protocol: harmonyProtocol(),
      text: '<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>nulls<|call|> after',
    },
  ])(
    'should place a broken argument the same way however it is split ($name)',
    async ({ protocol, text }) => {
      const generated = runGenerate(protocol, testTools, text);
      expect(generated.errors.length).toBeGreaterThan(0);
      for (const size of [1, 2, 3]) {
        const streamed = await runStreamed(protocol, testTools, chunkBySizes(text, [size]));
        expect(streamed.violations).toEqual([]);
        expect(streamed.summary).toEqual(generated.summary);
        expect(streamed.errors).toEqual(generated.errors);
      }
    },
  );
});
