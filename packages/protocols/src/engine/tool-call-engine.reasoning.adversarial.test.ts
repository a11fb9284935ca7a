import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { LONG_CAMPAIGN } from '../test-utils/fuzz-settings';
import { runHostile } from '../test-utils/hostile-run';
import { protocolCatalog } from '../test-utils/protocol-catalog';
import { ToolRegistry } from './tool-registry';

const HEAVY = { timeout: 180_000 };
const LINE = 'The user wants x<y && y>z, not </thinking> or <b>bold</b>; </thi [THINK maybe.\n';

// Thinking blocks at sizes and counts no model writes, on every protocol of the catalog: the
// reasoning layer stays linear, generate and stream agree, nothing is lost (runHostile checks
// all three and the cost ratios). CI runs the full sizes for the representative protocols and a
// quarter for the others; the long campaign runs them all in full.
describe.each(protocolCatalog)('$name with hostile reasoning', ({ protocol, representative }) => {
  const scale = representative === true || LONG_CAMPAIGN ? 1 : 0.25;
  /** About 1 MB (at full scale) of thinking full of near misses of every marker. */
  const THOUGHT = LINE.repeat(13_000 * scale);
  const call = (city: string) =>
    protocol.formatToolCall({ toolName: 'get_weather', input: { city } });

  it(
    'should keep 1 MB of thinking with rehearsed calls as reasoning, in linear time',
    HEAVY,
    async () => {
      const rehearsals = Array.from({ length: 200 }, (_, i) => call(`Draft ${i}`)).join('\n');
      const text = `<think>\n${THOUGHT}${rehearsals}\n</think>\n\n${call('Lisbon')}`;
      const result = await runHostile(protocol, text, { chunkSize: 7 });
      expect(result.summary.calls.map((c) => JSON.parse(c.input))).toEqual([{ city: 'Lisbon' }]);
      expect(result.summary.reasoning.length).toBe(THOUGHT.length + rehearsals.length);
      expect(result.errors).toEqual([]);
    },
  );

  it('should read 100,000 partial close markers inside an open block as reasoning', async () => {
    const text = `<think>${'</thi'.repeat(100_000 * scale)}`;
    const result = await runHostile(protocol, text, { chunkSize: 3 });
    expect(result.summary.reasoning.length).toBe(text.length - '<think>'.length);
    expect(result.summary.text).toBe('');
  });

  it('should read 50,000 empty blocks as nothing, in linear time', async () => {
    const text = '<think>\n\n</think>\n\n'.repeat(50_000 * scale);
    const result = await runHostile(protocol, text, { chunkSize: 5 });
    expect(result.summary).toEqual({ text: '', reasoning: '', calls: [] });
  });

  it('should hold a 1 MB run of whitespace inside a block without re-reading it', async () => {
    const text = `<think>a${' \n'.repeat(500_000 * scale)}b</think>${'\n'.repeat(100_000)}ok`;
    const result = await runHostile(protocol, text, { chunkSize: 4 });
    expect(result.summary.reasoning.length).toBe(1_000_000 * scale + 2);
    expect(result.summary.text).toBe('ok');
  });

  it('should read 1 MB of an output that begins inside the block and never closes it', async () => {
    const text = `${THOUGHT}${call('Porto')}`;
    const result = await runHostile(protocol, text, {
      chunkSize: 16,
      options: { reasoning: { startInReasoning: true } },
    });
    // A format whose call marker ends unclosed thinking (Kimi K2) runs the call; others keep it.
    const format = getProtocolFormat(protocol)?.(new ToolRegistry([]));
    const ends = format?.reasoningEnders?.some((marker) => call('Porto').includes(marker)) ?? false;
    const calls = result.summary.calls.map((c) => JSON.parse(c.input));
    expect(calls).toEqual(ends ? [{ city: 'Porto' }] : []);
    expect(result.summary.reasoning === (ends ? THOUGHT.trimEnd() : text)).toBe(true);
  });

  it(
    "should run 2,000 calls made inside one block with toolCalls: 'parse', in linear time",
    HEAVY,
    async () => {
      const calls = Array.from({ length: 2000 }, (_, i) => `step ${i}\n${call(`C${i}`)}\n`).join(
        '',
      );
      const text = `<think>${calls}</think>done`;
      const result = await runHostile(protocol, text, {
        chunkSize: 64,
        options: { reasoning: { toolCalls: 'parse' } },
      });
      expect(result.summary.calls).toHaveLength(2000);
      expect(result.summary.text).toBe('done');
    },
  );
});
