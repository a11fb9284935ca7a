import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { argumentEncoding, protocolCatalog } from '../test-utils/protocol-catalog';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';

// A number past the range of a double (`1e999`, `-1e400`) parses as ±Infinity, which JSON writes
// as `null`: the call used to run with `{"level": null}`, a value the model never wrote. Every
// format now botches it (JSON arguments: INVALID_JSON; Python literals: INVALID_ARGUMENTS, as
// issue 25 made them) or, where a value is raw text, keeps the text as written for the schema to
// refuse — never a call with `null` in its place.

const setLevel: FunctionTool = {
  type: 'function',
  name: 'set_level',
  inputSchema: {
    type: 'object',
    properties: { level: { type: 'number' } },
    required: ['level'],
  },
};

/** A call the protocol writes itself, its number replaced by `raw` exactly as a model writes it. */
function callWith(protocol: Parameters<typeof argumentEncoding>[0], raw: string): string {
  const call = protocol.formatToolCall({ toolName: 'set_level', input: { level: 123456 } });
  if (!call.includes('123456')) throw new Error(`${protocol.name} did not write the number`);
  return `Setting it.\n${call.replace('123456', raw)}`;
}

describe.each(protocolCatalog)('$name with a number JSON cannot represent', ({ protocol }) => {
  const encoding = argumentEncoding(protocol);

  it.each(['1e999', '-1e400'])('never runs the call with null for %s', async (raw) => {
    const text = callWith(protocol, raw);
    for (const chunks of [[text], chunkBySizes(text, [3, 5, 8])]) {
      const run = await expectModesAgree(protocol, [setLevel], text, chunks);
      const levels = run.summary.calls.map((call) => JSON.parse(call.input).level);
      const codes = run.errors.map((e) => e.code);
      if (encoding === 'json') {
        expect(levels).toEqual([]);
        expect(codes).toEqual(['INVALID_JSON']);
        expect(run.summary.text).toContain(raw);
      } else if (encoding === 'python') {
        expect(levels).toEqual([]);
        expect(codes).toEqual(['INVALID_ARGUMENTS']);
      } else if (levels.length === 0) {
        // A markup format whose parameter is typed JSON (DeepSeek DSML `string="false"`).
        expect(codes).toEqual(['INVALID_JSON']);
        expect(run.summary.text).toContain(raw);
      } else {
        // A raw-text parameter: the text as written, which coercion cannot make a number.
        expect(levels).toEqual([raw]);
      }
    }
  });
});
