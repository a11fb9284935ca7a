import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { protocolCatalog } from '../test-utils/protocol-catalog';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool, UnknownArguments } from '../types';

// Issue 32, item 3: the unknownArguments policy holds in every format, since the engine applies
// it to every call's arguments: a call the protocol itself writes with an argument the schema
// does not declare is kept, dropped (with a warning) or botched.

const weather: FunctionTool = {
  type: 'function',
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, days: { type: 'integer' } },
    additionalProperties: false,
  },
};

const input = { city: 'Oslo', mood: 'sunny', days: 2 };

describe.each(protocolCatalog)('$name with an undeclared argument', ({ protocol }) => {
  const call = protocol.formatToolCall({ toolName: 'get_weather', input });
  const text = `Checking.\n${call}`;
  const chunkings = [[text], text.split(''), chunkBySizes(text, [4, 7])];

  it.each<[UnknownArguments, Record<string, unknown>]>([
    ['keep', input],
    ['drop', { city: 'Oslo', days: 2 }],
  ])('should %s it', async (policy, expected) => {
    for (const chunks of chunkings) {
      const run = await expectModesAgree(protocol, [weather], text, chunks, {
        options: { unknownArguments: policy },
      });
      expect(run.summary.calls.map((c) => JSON.parse(c.input))).toEqual([expected]);
      expect(run.errors.map((e) => e.code)).toEqual(policy === 'drop' ? ['UNKNOWN_ARGUMENT'] : []);
    }
  });

  it('should botch the call, and in feedback mode send its text back', async () => {
    for (const chunks of chunkings) {
      const run = await expectModesAgree(protocol, [weather], text, chunks, {
        options: { unknownArguments: 'botched', malformedCalls: 'feedback' },
      });
      expect(run.errors.map((e) => e.code)).toEqual(['UNKNOWN_ARGUMENT']);
      // Its input is the text the model wrote, not the arguments' JSON (which a schema that
      // strips unknown keys would accept): the AI SDK cannot read it as the tool's input.
      expect(run.summary.calls).toEqual([
        { toolName: 'get_weather', input: run.errors[0]?.segment },
      ]);
      expect(run.summary.calls[0]?.input).not.toBe(JSON.stringify(input));
    }
  });
});
