import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../engine/tool-registry';
import { arbitraryForSchema } from '../test-utils/arbitrary-for-schema';
import { describeConformance, type ExpectedCall, RUNS } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { jsonTagsModels } from './json-tags-models';
import { jsonTagsProtocol } from './json-tags-protocol';

const protocol = jsonTagsProtocol();
const weather = [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }];

describeConformance({
  name: 'json-tags',
  protocol,
  tools,
  cases: [
    {
      name: 'Command R7B action',
      text: '<|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}}\n]<|END_ACTION|>',
      calls: weather,
    },
    {
      name: 'Command R+ Action fence',
      text: 'Action: ```json\n[\n    {\n        "tool_name": "get_weather",\n        "parameters": {"city": "Paris", "days": 3}\n    }\n]\n```',
      calls: weather,
    },
    {
      name: 'Granite 3 list without a closer, prose after it',
      text: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}]\nChecking.',
      calls: weather,
    },
    {
      name: 'granite-20b-functioncalling, one call per line',
      text: '<function_call> {"name": "get_time", "arguments": {}}\n<function_call> {"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}',
      calls: [{ toolName: 'get_time', input: {} }, ...weather],
    },
    {
      name: 'functools list (Phi-4-mini, Firefunction v2)',
      text: ' functools[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {}}]',
      calls: [...weather, { toolName: 'get_time', input: {} }],
    },
    {
      name: 'tool_calls list (Hunyuan-A13B, Jamba, Apriel)',
      text: '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}, "id": "call_1"}]</tool_calls>',
      calls: weather,
    },
    {
      name: 'tool_calls objects one per line (MiniMax-M1)',
      text: '<tool_calls>\n{"name": "get_time", "arguments": {}}\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n</tool_calls>',
      calls: [{ toolName: 'get_time', input: {} }, ...weather],
    },
    {
      name: 'InternLM plugin action',
      text: 'Let me look.<|action_start|><|plugin|>\n{"name": "get_weather", "parameters": {"city": "Paris", "days": 3}}<|action_end|>',
      calls: weather,
    },
    {
      name: 'GigaChat 3 function call role',
      text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}<|message_sep|>',
      calls: weather,
    },
    {
      name: 'GigaChat 3.1 token',
      text: '<|function_call|>{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}',
      calls: weather,
    },
    {
      name: 'LongCat block',
      text: '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}</longcat_tool_call>',
      calls: weather,
    },
    {
      name: 'Qwen2.5-Coder tools block',
      text: '<tools>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": "3"}}\n</tools>',
      calls: weather,
    },
    {
      name: 'the end marker inside a string',
      text: '<tool_calls>[{"name":"write_file","arguments":{"path":"a","content":"x </tool_calls> <|END_ACTION|> y"}}]</tool_calls>',
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a', content: 'x </tool_calls> <|END_ACTION|> y' },
        },
      ],
    },
    { name: 'prose only', text: 'import functools; see <tools> and [1, 2].', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x <tool_calls>[{"name":"nope","arguments":{}}]</tool_calls> y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'broken JSON',
      text: '<|tool_call|>[{"name":"get_weather","arguments":{"city": x}}]<|end_of_text|>',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '<|START_ACTION|>[{"tool_name":"get_weather","parameters":{"city":"Se',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'empty', text: '<longcat_tool_call></longcat_tool_call>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'missing name',
      text: '<|action_start|><|plugin|>\n{"parameters": {}}<|action_end|>',
      code: 'MISSING_TOOL_NAME',
    },
  ],
  fragments: [
    '<tool_calls>',
    '</tool_calls>',
    '<|START_ACTION|>',
    '<|END_ACTION|>',
    '<|START_RESPONSE|>',
    '<|START_THINKING|>',
    '<|END_THINKING|>',
    '<|tool_call|>',
    'functools[',
    '<|function_call|>',
    'Action: ```json',
    '```',
    '<|action_start|><|plugin|>',
    '[',
    ']',
    ', ',
    '{"name":"get_weather","arguments":{"city":"Seoul"}}',
    '{"tool_name":"get_time","parameters":{}}',
    '{"name":"write_file","arguments":{"path":"p","content":"a\\"b</tool_calls>"}}',
    '{"name":"nope"}',
    '{"name": "get_weather", "arguments": {"city": "',
    '"}}',
    '<think>',
    '</think>',
    ' text ',
    '\n',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('jsonTagsProtocol', () => {
  const callArb = fc.oneof(
    ...tools.map((tool) =>
      arbitraryForSchema(new ToolRegistry([tool]).get(tool.name)?.schema).map(
        (input): ExpectedCall => ({ toolName: tool.name, input: input as Record<string, unknown> }),
      ),
    ),
  );

  it.each(Object.keys(jsonTagsModels) as Array<keyof typeof jsonTagsModels>)(
    '%s: should read back every call its own writer puts into the history',
    async (model) => {
      const own = jsonTagsProtocol(model);
      await fc.assert(
        fc.asyncProperty(fc.array(callArb, { minLength: 1, maxLength: 3 }), async (calls) => {
          const text = `Sure.\n${calls.map((call) => own.formatToolCall(call)).join('\n')}`;
          const result = summarizeContent(own.parseGeneratedText({ text, tools }));
          expect(
            result.calls.map((c) => ({ toolName: c.toolName, input: JSON.parse(c.input) })),
          ).toEqual(calls);
          const parts = await runStream(own, tools, chunkBySizes(text, [5]));
          expect(summarizeParts(parts)).toEqual(result);
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    },
  );

  it("should drop GigaChat 3's message separators around its function-call role message", () => {
    const result = summarizeContent(
      jsonTagsProtocol('gigachat').parseGeneratedText({
        text: 'Sure.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_time", "arguments": {}}<|message_sep|>',
        tools,
      }),
    );
    expect(result).toMatchObject({
      text: 'Sure.\n\n',
      calls: [{ toolName: 'get_time', input: '{}' }],
    });
  });

  it.each([
    ['gigachat', '<|function_call|>{"name": "get_time", "arguments": {}}</s>', ''],
    ['granite', 'Sure.<tool_call>[{"name": "get_time", "arguments": {}}]', 'Sure.'],
    [
      'internlm',
      'Ok.<|action_start|>\n<|plugin|>\n{"name": "get_time", "parameters": {}}<|action_end|>',
      'Ok.',
    ],
    [
      'tool-calls-json',
      '<answer>\n<tool_calls>[{"name": "get_time", "arguments": {}}]</tool_calls>\n</answer>',
      '\n\n',
    ],
  ] as const)('%s: should read %j and leave %j as text', (model, text, rest) => {
    const result = summarizeContent(jsonTagsProtocol(model).parseGeneratedText({ text, tools }));
    expect(result).toMatchObject({ text: rest, calls: [{ toolName: 'get_time', input: '{}' }] });
  });

  it('should end Apriel reasoning at [BEGIN FINAL RESPONSE] when it starts inside it', () => {
    const result = jsonTagsProtocol('apriel').parseGeneratedText({
      text: 'The user wants weather.\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{"name": "get_time", "arguments": {}}]</tool_calls>\n[END FINAL RESPONSE]',
      tools,
      options: { reasoning: { startInReasoning: true } },
    });
    const summary = summarizeContent(result);
    expect(summary.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(summary.text.trim()).toBe('');
    expect(result[0]).toEqual({ type: 'reasoning', text: 'The user wants weather.' });
  });

  it("should read only its own family's markers in a preset", () => {
    const text = '<tools>{"name": "get_time", "arguments": {}}</tools>';
    expect(
      summarizeContent(jsonTagsProtocol('granite').parseGeneratedText({ text, tools })).calls,
    ).toEqual([]);
    expect(
      summarizeContent(jsonTagsProtocol('qwen25-coder').parseGeneratedText({ text, tools })).calls,
    ).toHaveLength(1);
  });

  it('should keep a tool_calls block whose calls all fail as the model wrote it', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = '<tool_calls>[{"name": "nope", "arguments": {}}]</tool_calls>';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result).toMatchObject({ text, calls: [] });
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_TOOL']);
  });
});
