import type { LanguageModelV4FunctionTool } from '@ai-sdk/provider';
import { presetDefinitions } from '@tool/parser';
import { MALFORMED_CALLS } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { botchedCallReader } from './botched-call-reader';

const tools: LanguageModelV4FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  },
];
const call = (text: string) => ({ id: 'c', name: 'get_weather', arguments: text });

describe('botchedCallReader', () => {
  it("should say what the preset's parser says about the call's text", () => {
    const hermes = botchedCallReader(presetDefinitions.hermes.protocol, tools);
    expect(hermes(call(MALFORMED_CALLS.hermes.brokenCall))).toEqual({
      code: 'INVALID_JSON',
      message:
        'The tool call is not valid JSON: Expected a value but found "B" at line 1, column 47.',
      segment: MALFORMED_CALLS.hermes.brokenCall,
    });
    const xml = botchedCallReader(presetDefinitions.xml.protocol, tools);
    expect(xml(call(MALFORMED_CALLS.xml.brokenCall))).toMatchObject({
      code: 'DUPLICATE_STRING_TAG',
      message: expect.stringContaining('<city> twice'),
      segment: MALFORMED_CALLS.xml.brokenCall,
    });
  });

  it.each([
    ['{city: Seoul', 'hermes'],
    ['plain words', 'hermes'],
    // A report about a piece of the text only would describe something else than the whole.
    [`Before. ${MALFORMED_CALLS.hermes.brokenCall}`, 'hermes'],
    // The text of another format's call is no call of this one.
    [MALFORMED_CALLS.xml.brokenCall, 'hermes'],
  ] as const)('should say only that %j is not JSON (%s)', (text, preset) => {
    const read = botchedCallReader(presetDefinitions[preset].protocol, tools);
    expect(read(call(text))).toEqual({
      code: 'INVALID_JSON',
      message: 'The arguments of this get_weather call are not valid JSON.',
      segment: text,
    });
  });

  it('should say only that the arguments are not JSON without a protocol', () => {
    expect(botchedCallReader(undefined, tools)(call(MALFORMED_CALLS.hermes.brokenCall))).toEqual({
      code: 'INVALID_JSON',
      message: 'The arguments of this get_weather call are not valid JSON.',
      segment: MALFORMED_CALLS.hermes.brokenCall,
    });
  });
});
