import { TOOL_CALL_ERROR_CODES, toolCallErrorCodeInfo } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { presetDefinitions } from './presets/preset-definitions';
import { runSteps, SDK_MODES_AND_MALFORMED } from './test-utils/sdk-adapter';

// Issue 32, item 5: the published taxonomy says, per code, where a failed segment's text goes in
// each malformedCalls mode. These runs check it against what the middleware does, through the
// agent loop of AI SDK 7 and AI SDK 6, in generate and stream mode.

const CASES = [
  [
    'INVALID_JSON',
    '<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan"}}\n</tool_call>',
  ],
  // 1e999 reads as Infinity, which JSON would write as null: botched, not run with null.
  [
    'INVALID_JSON',
    '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 1e999}}\n</tool_call>',
  ],
  [
    'UNKNOWN_TOOL',
    '<tool_call>\n{"name": "get_wether", "arguments": {"city": "Paris"}}\n</tool_call>',
  ],
  ['MISSING_TOOL_NAME', '<tool_call>\n{"arguments": {"city": "Paris"}}\n</tool_call>'],
  ['UNTERMINATED_TOOL_CALL', '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Par'],
] as const;

describe.each(SDK_MODES_AND_MALFORMED)(
  'the onError taxonomy ($name)',
  ({ sdk, mode, malformedCalls }) => {
    it.each(CASES)(
      'should treat %s as TOOL_CALL_ERROR_CODES says (%s)',
      async (expected, segment) => {
        const codes: string[] = [];
        const model = sdk.wrapLanguageModel({
          model: sdk.scripted([`Let me check. ${segment}`]).model,
          middleware: sdk.toolMiddleware({
            ...presetDefinitions.hermes,
            malformedCalls,
            onError: (_message, metadata) => codes.push(metadata.code),
          }),
        });
        const { tools, executed } = sdk.weatherTools();
        const [step] = await runSteps(sdk, mode, {
          model,
          tools,
          stopWhen: sdk.isStepCount(1),
          prompt: 'Weather?',
        });
        expect(codes).toEqual([expected]);
        const info = toolCallErrorCodeInfo(expected);
        expect(info.textKept).toBe(true);
        expect(executed).toEqual([]);
        const failed = step?.content.filter((part) => part.type === 'tool-error') ?? [];
        if (info.fate[malformedCalls] === 'sent-back') {
          expect(failed).toHaveLength(1);
          expect(step?.text).toBe('Let me check. ');
        } else {
          expect(info.fate[malformedCalls]).toBe('text');
          expect(failed).toEqual([]);
          expect(step?.text).toBe(`Let me check. ${segment}`);
        }
      },
    );
  },
);

describe('TOOL_CALL_ERROR_CODES', () => {
  it('should list every code once, each with its meaning and what the model is told', () => {
    const codes = TOOL_CALL_ERROR_CODES.map((info) => info.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const info of TOOL_CALL_ERROR_CODES) {
      expect(info.meaning.length).toBeGreaterThan(10);
      expect(info.modelIsTold.length).toBeGreaterThan(5);
      expect(toolCallErrorCodeInfo(info.code)).toEqual(info);
    }
  });

  it('should never send back a segment the model cannot be answered about', () => {
    for (const code of ['MISSING_TOOL_NAME', 'TOOL_CALL_TOO_LARGE'] as const) {
      expect(toolCallErrorCodeInfo(code).fate).toEqual({ feedback: 'text', text: 'text' });
    }
  });
});
