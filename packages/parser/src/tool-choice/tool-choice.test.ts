import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import {
  jsonMixProtocol,
  type ToolCallErrorMetadata,
  type ToolCallParseError,
} from '@tool/protocols';
import { generateText, isStepCount, Output, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createToolMiddleware } from '../create-tool-middleware';
import { toolCallMiddlewareOptions } from '../options/call-provider-options';
import { callParams, functionTools, readAll } from '../test-utils/call-params';
import { scriptedModel, type Turn } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';

function setup(turns: ReadonlyArray<Turn | string>) {
  const base = scriptedModel(turns);
  const middleware = createToolMiddleware({
    protocol: jsonMixProtocol(),
    toolSystemPromptTemplate: (tools) => `TOOLS: ${tools}`,
  });
  return { base, model: wrapLanguageModel({ model: base, middleware }) };
}

const options = (onError: (message: string, metadata: ToolCallErrorMetadata) => void) =>
  toolCallMiddlewareOptions({ onError, generateId: () => 'c1' });

const systemText = (call: LanguageModelV4CallOptions | undefined) =>
  call?.prompt[0]?.role === 'system' ? call.prompt[0].content : '';

describe('tool choice', () => {
  describe("'required'", () => {
    it('should ask for a JSON call of any tool and describe the shape in the prompt', async () => {
      const { model, base } = setup(['{"name":"get_time","arguments":{"zone":"UTC"}}']);
      await model.doGenerate(callParams({ toolChoice: { type: 'required' } }));
      const sent = base.doGenerateCalls[0];
      expect(sent?.responseFormat).toMatchObject({
        type: 'json',
        name: 'tool_call',
        schema: {
          type: 'object',
          anyOf: [
            { properties: { name: { const: 'get_weather' } } },
            { properties: { name: { const: 'get_time' } } },
          ],
        },
      });
      const system = systemText(sent);
      expect(system).toContain('Call exactly one of these tools now: "get_weather", "get_time".');
      expect(system).toContain('Answer with one JSON object and nothing else');
      expect(system).toContain('{"name": "<tool name>", "arguments": {');
      expect(system).not.toContain('TOOLS:');
    });

    it('should turn the JSON answer into one call in generate mode', async () => {
      const { model } = setup(['\n{"name":"get_time","arguments":{"zone":"UTC"}}\n']);
      const result = await model.doGenerate(
        callParams({ toolChoice: { type: 'required' }, providerOptions: options(vi.fn()) }),
      );
      expect(result.content).toEqual([
        { type: 'tool-call', toolCallId: 'c1', toolName: 'get_time', input: '{"zone":"UTC"}' },
      ]);
      expect(result.finishReason).toEqual({ unified: 'tool-calls', raw: 'stop' });
    });

    it('should stream start, deltas, end, the call, then finish', async () => {
      const { model } = setup([
        {
          chunks: ['{"name":"get_weather",', '"arguments":{"city":"Se', 'oul and', ' around"}}\n'],
        },
      ]);
      const parts = await readAll(
        (
          await model.doStream(
            callParams({ toolChoice: { type: 'required' }, providerOptions: options(vi.fn()) }),
          )
        ).stream,
      );
      expect(parts.map((part) => part.type)).toEqual([
        'stream-start',
        'tool-input-start',
        'tool-input-delta',
        'tool-input-delta',
        'tool-input-delta',
        'tool-input-end',
        'tool-call',
        'finish',
      ]);
      const deltas = parts.flatMap((part) =>
        part.type === 'tool-input-delta' ? [part.delta] : [],
      );
      expect(deltas.join('')).toBe('{"city":"Seoul and around"}');
      expect(parts.find((part) => part.type === 'tool-call')).toEqual({
        type: 'tool-call',
        toolCallId: 'c1',
        toolName: 'get_weather',
        input: '{"city":"Seoul and around"}',
      });
      expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls', raw: 'stop' } });
    });

    it('should accept an array holding the call', async () => {
      const { model } = setup(['[{"name":"get_time","arguments":{"zone":"UTC"}}]']);
      const result = await model.doGenerate(callParams({ toolChoice: { type: 'required' } }));
      expect(result.content).toMatchObject([
        { type: 'tool-call', toolName: 'get_time', input: '{"zone":"UTC"}' },
      ]);
    });

    it('should execute the call with generateText and streamText', async () => {
      const { model } = setup(['{"name":"get_weather","arguments":{"city":"Seoul"}}']);
      const { tools, executed } = weatherTools();
      const generated = await generateText({
        model,
        tools,
        toolChoice: 'required',
        prompt: 'Weather?',
      });
      expect(generated.toolCalls).toMatchObject([
        { toolName: 'get_weather', input: { city: 'Seoul' } },
      ]);
      const streamed = streamText({ model, tools, toolChoice: 'required', prompt: 'Weather?' });
      expect(await streamed.toolCalls).toMatchObject([
        { toolName: 'get_weather', input: { city: 'Seoul' } },
      ]);
      expect(executed).toEqual([
        { tool: 'get_weather', input: { city: 'Seoul' } },
        { tool: 'get_weather', input: { city: 'Seoul' } },
      ]);
    });
  });

  describe("{ type: 'tool' }", () => {
    it('should ask for a fixed call of that tool', async () => {
      const { model, base } = setup(['{"name":"get_weather","arguments":{"city":"Seoul"}}']);
      const result = await model.doGenerate(
        callParams({ toolChoice: { type: 'tool', toolName: 'get_weather' } }),
      );
      const sent = base.doGenerateCalls[0];
      expect(sent?.responseFormat).toEqual({
        type: 'json',
        name: 'tool_call',
        description: 'One call of one of the provided tools.',
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string', const: 'get_weather' },
            arguments: functionTools[0]?.inputSchema,
          },
          required: ['name', 'arguments'],
          additionalProperties: false,
        },
      });
      expect(systemText(sent)).toContain('Call the tool "get_weather" now.');
      expect(systemText(sent)).not.toContain('get_time');
      expect(result.content).toMatchObject([
        { type: 'tool-call', toolName: 'get_weather', input: '{"city":"Seoul"}' },
      ]);
    });

    it('should not call another tool than the chosen one', async () => {
      const onError = vi.fn();
      const answer = '{"name":"get_time","arguments":{"zone":"UTC"}}';
      const { model } = setup([answer]);
      const result = await model.doGenerate(
        callParams({
          toolChoice: { type: 'tool', toolName: 'get_weather' },
          providerOptions: options(onError),
        }),
      );
      expect(result.content).toEqual([{ type: 'text', text: answer }]);
      expect(result.finishReason.unified).toBe('stop');
      expect(onError).toHaveBeenCalledTimes(1);
      const metadata = onError.mock.calls[0]?.[1] as ToolCallErrorMetadata;
      expect(metadata).toMatchObject({
        code: 'INVALID_TOOL_CHOICE_ANSWER',
        toolName: 'get_time',
        segment: answer,
      });
      expect((metadata.error.cause as { code: string }).code).toBe('UNKNOWN_TOOL');
    });
  });

  describe('an answer that is not a call', () => {
    it.each([
      { name: 'prose', answer: 'I would rather not call a tool.', cause: 'INVALID_JSON' },
      { name: 'a bare JSON value', answer: '42', cause: 'INVALID_ARGUMENTS' },
      {
        name: 'broken JSON',
        answer: '{"name":"get_time","arguments":{"zone": }',
        cause: 'INVALID_JSON',
      },
      {
        name: 'an invented tool',
        answer: '{"name":"get_stock","arguments":{}}',
        cause: 'UNKNOWN_TOOL',
      },
      {
        name: 'a cut-off answer',
        answer: '{"name":"get_time","arguments":{"zone":"UT',
        cause: 'UNTERMINATED_TOOL_CALL',
      },
      { name: 'nothing', answer: '', cause: 'INVALID_JSON' },
    ])('should report $name and keep the text, in both modes', async ({ answer, cause }) => {
      const onError = vi.fn<(message: string, metadata: ToolCallErrorMetadata) => void>();
      const { model } = setup([{ chunks: [answer.slice(0, 10), answer.slice(10)] }]);
      const params = callParams({
        toolChoice: { type: 'required' },
        providerOptions: options(onError),
      });
      const generated = await model.doGenerate(params);
      expect(generated.content).toEqual([{ type: 'text', text: answer }]);
      expect(generated.finishReason.unified).toBe('stop');
      const parts = await readAll((await model.doStream(params)).stream);
      expect(parts.some((part) => part.type === 'tool-call')).toBe(false);
      const text = parts
        .flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []))
        .join('');
      expect(text).toBe(answer.trim().length === 0 ? '' : answer);
      expect(parts.at(-1)?.type).toBe('finish');
      expect(onError).toHaveBeenCalledTimes(2);
      for (const [message, metadata] of onError.mock.calls) {
        expect(message).toMatch(
          /^Expected a tool call as a JSON object \{"name": …, "arguments": \{…\}\}, but the answer did not contain one; no tool was called\./,
        );
        expect(metadata.code).toBe('INVALID_TOOL_CHOICE_ANSWER');
        expect(metadata.segment).toBe(answer);
        expect((metadata.error.cause as { code?: string } | undefined)?.code).toBe(cause);
      }
    });

    it('should say why prose is not a call: the RJSON error, with its position', async () => {
      const onError = vi.fn<(message: string, metadata: ToolCallErrorMetadata) => void>();
      const { model } = setup(['  I would rather not call a tool.']);
      await model.doGenerate(
        callParams({ toolChoice: { type: 'required' }, providerOptions: options(onError) }),
      );
      const [message, metadata] = onError.mock.calls[0] ?? [];
      expect(message).toMatch(/no tool was called\. The answer is not JSON: Expected a JSON value/);
      const cause = metadata?.error.cause as ToolCallParseError;
      expect(cause.code).toBe('INVALID_JSON');
      expect(cause.cause).toMatchObject({ name: 'RJSONParseError', code: 'NO_JSON', position: 2 });
    });

    it('should surface as a tool-choice violation in generateText, with the report', async () => {
      const onError = vi.fn();
      const { model } = setup(['No.']);
      const { tools, executed } = weatherTools();
      await expect(
        generateText({
          model,
          tools,
          toolChoice: 'required',
          prompt: 'Weather?',
          providerOptions: options(onError),
        }),
      ).rejects.toThrow(/tool/i);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(executed).toHaveLength(0);
    });
  });

  describe("'none'", () => {
    it('should send no tool prompt, rewrite history, and parse nothing', async () => {
      const text = 'Here: <tool_call>{"name":"get_time","arguments":{"zone":"UTC"}}</tool_call>';
      const { model, base } = setup([text]);
      const params = callParams({
        toolChoice: { type: 'none' },
        prompt: [
          { role: 'system', content: 'Be brief.' },
          {
            role: 'assistant',
            content: [
              { type: 'tool-call', toolCallId: 'c', toolName: 'get_time', input: { zone: 'UTC' } },
            ],
          },
          {
            role: 'tool',
            content: [
              {
                type: 'tool-result',
                toolCallId: 'c',
                toolName: 'get_time',
                output: { type: 'text', value: 'noon' },
              },
            ],
          },
        ],
      });
      const generated = await model.doGenerate(params);
      expect(generated.content).toEqual([{ type: 'text', text }]);
      expect(base.doGenerateCalls[0]?.prompt).toEqual([
        { role: 'system', content: 'Be brief.' },
        {
          role: 'assistant',
          content: [
            {
              type: 'text',
              text: '<tool_call>\n{"name":"get_time","arguments":{"zone":"UTC"}}\n</tool_call>',
            },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: '<tool_response>\n{"name":"get_time","result":"noon"}\n</tool_response>',
            },
          ],
        },
      ]);
      expect(base.doGenerateCalls[0]?.responseFormat).toBeUndefined();
      const parts = await readAll((await model.doStream(params)).stream);
      expect(
        parts
          .filter((part) => part.type === 'text-delta')
          .map((part) => part.delta)
          .join(''),
      ).toBe(text);
      expect(parts.some((part) => part.type.startsWith('tool'))).toBe(false);
    });

    it('should work with generateText and streamText', async () => {
      const { model } = setup(['Just an answer.']);
      const { tools, executed } = weatherTools();
      const generated = await generateText({ model, tools, toolChoice: 'none', prompt: 'Hi' });
      expect(generated.text).toBe('Just an answer.');
      const streamed = streamText({ model, tools, toolChoice: 'none', prompt: 'Hi' });
      expect(await streamed.text).toBe('Just an answer.');
      expect(executed).toHaveLength(0);
    });
  });

  describe('with a responseFormat set by the caller', () => {
    it('should keep the caller’s JSON format and still ask for the call', async () => {
      const { model, base } = setup([
        '{"name":"get_time","arguments":{"zone":"UTC"}}',
        '{"answer":"noon"}',
      ]);
      const { tools } = weatherTools();
      const result = await generateText({
        model,
        tools,
        toolChoice: 'required',
        output: Output.object({ schema: z.object({ answer: z.string() }) }),
        prompt: 'Time?',
        stopWhen: isStepCount(1),
      });
      expect(result.toolCalls).toMatchObject([{ toolName: 'get_time' }]);
      expect(base.doGenerateCalls[0]?.responseFormat).toMatchObject({
        type: 'json',
        schema: { properties: { answer: { type: 'string' } } },
      });
      expect(systemText(base.doGenerateCalls[0])).toContain('Call exactly one of these tools now');
    });

    it('should leave the caller’s JSON format alone with auto', async () => {
      const { model, base } = setup(['{"answer":"noon"}']);
      const { tools } = weatherTools();
      const result = await generateText({
        model,
        tools,
        output: Output.object({ schema: z.object({ answer: z.string() }) }),
        prompt: 'Time?',
      });
      expect(result.output).toEqual({ answer: 'noon' });
      expect(base.doGenerateCalls[0]?.responseFormat).toMatchObject({ type: 'json' });
    });
  });
});
