import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import { mistralProtocol } from './mistral-protocol';

const protocol = mistralProtocol();
const LIST = '[{"name": "get_weather", "arguments": {"city": "Oslo"}}]';

describe('mistral: words between [TOOL_CALLS] and a JSON list', () => {
  it('should read the list and keep the words as text, under any chunking', async () => {
    const words = fc.constantFrom('sure:', 'Sure, here:', 'calling now', 'ok ->', 'tools');
    const sizes = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(words, sizes, async (said, cut) => {
        const text = `[TOOL_CALLS] ${said} ${LIST} done`;
        const { summary, errors } = await expectModesAgree(
          protocol,
          tools,
          text,
          chunkBySizes(text, cut),
        );
        expect(summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Oslo"}' }]);
        expect(summary.text).toBe(`${said}  done`);
        expect(errors).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('should still release a name followed by prose that leads to no list', async () => {
    const text = '[TOOL_CALLS]get weather now, no list here';
    const { summary, errors } = await expectModesAgree(protocol, tools, text, [text]);
    expect(summary.text).toBe(text);
    expect(errors.map((e) => e.code)).toEqual(['INVALID_ARGUMENTS']);
  });
});
