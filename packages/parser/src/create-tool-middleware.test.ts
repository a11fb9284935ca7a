import type { LanguageModelV4StreamPart, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import {
  jsonMixProtocol,
  type ToolCallErrorMetadata,
  type ToolCallProtocol,
} from '@tool/protocols';
import { generateText, isStepCount, streamText, tool, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createToolMiddleware } from './create-tool-middleware';
import { toolCallMiddlewareOptions } from './options/call-provider-options';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { callParams, functionTools, readAll } from './test-utils/call-params';
import { scriptedModel, usage } from './test-utils/scripted-model';
import { weatherTools } from './test-utils/weather-tools';

const template = (tools: string) => `TOOLS: ${tools}`;
const call = (name: string, args: unknown) =>
  `<tool_call>${JSON.stringify({ name, arguments: args })}</tool_call>`;

function setup(
  turns: Parameters<typeof scriptedModel>[0],
  options: Partial<ToolMiddlewareOptions> = {},
) {
  const base = scriptedModel(turns);
  const middleware = createToolMiddleware({
    protocol: jsonMixProtocol(),
    toolSystemPromptTemplate: template,
    ...options,
  });
  return { base, middleware, model: wrapLanguageModel({ model: base, middleware }) };
}

describe('createToolMiddleware', () => {
  describe('misuse at creation', () => {
    const protocol = jsonMixProtocol();
    it.each<{ name: string; options: unknown; message: RegExp }>([
      {
        name: 'no options',
        options: undefined,
        message: /createToolMiddleware expects an options object/,
      },
      {
        name: 'no protocol',
        options: { toolSystemPromptTemplate: template },
        message: /needs a protocol object, got undefined\. Pass one such as jsonMixProtocol\(\)/,
      },
      {
        name: 'a protocol factory instead of a protocol',
        options: { protocol: jsonMixProtocol, toolSystemPromptTemplate: template },
        message: /needs a protocol object, got function/,
      },
      {
        name: 'a protocol missing methods',
        options: {
          protocol: { ...protocol, parseGeneratedText: undefined, createStreamParser: 1 },
          toolSystemPromptTemplate: template,
        },
        message: /is missing parseGeneratedText\(\), createStreamParser\(\)\. .*defineProtocol\(\)/,
      },
      {
        name: 'no toolSystemPromptTemplate',
        options: { protocol },
        message: /needs toolSystemPromptTemplate, a function that receives the tool list/,
      },
      {
        name: 'a bad placement',
        options: { protocol, toolSystemPromptTemplate: template, placement: 'first' },
        message: /placement must be 'system' or 'first-user', got "first"/,
      },
    ])('should fail fast on $name', ({ options, message }) => {
      expect(() => createToolMiddleware(options as ToolMiddlewareOptions)).toThrow(message);
    });

    it('should return a V4 middleware', () => {
      const middleware = createToolMiddleware({ protocol, toolSystemPromptTemplate: template });
      expect(middleware.specificationVersion).toBe('v4');
      expect(typeof middleware.transformParams).toBe('function');
      expect(typeof middleware.wrapGenerate).toBe('function');
      expect(typeof middleware.wrapStream).toBe('function');
    });
  });

  describe('misuse per call', () => {
    it.each([
      {
        name: 'a tool without a schema',
        params: callParams({
          tools: [{ type: 'function', name: 'bare' } as never],
        }),
        message: /The tool "bare" has no inputSchema/,
      },
      {
        name: 'toolChoice naming an unknown tool',
        params: callParams({ toolChoice: { type: 'tool', toolName: 'nope' } }),
        message:
          /toolChoice names "nope", which is not one of the call's tools \(get_weather, get_time\)/,
      },
      {
        name: 'toolChoice naming a provider-defined tool',
        params: callParams({
          tools: [{ type: 'provider', id: 'acme.search', name: 'search', args: {} }],
          toolChoice: { type: 'tool', toolName: 'search' },
        }),
        message: /"search", a provider-defined tool \(acme\.search\)/,
      },
      {
        name: "toolChoice 'required' without tools",
        params: callParams({ tools: undefined, toolChoice: { type: 'required' } }),
        message: /toolChoice 'required' was given, but the call has no function tools/,
      },
    ])('should reject $name in both modes', async ({ params, message }) => {
      const { model, base } = setup(['unused']);
      await expect(model.doGenerate(params)).rejects.toThrow(message);
      await expect(model.doStream(params)).rejects.toThrow(message);
      expect(base.doGenerateCalls).toHaveLength(0);
    });
  });

  describe('transformParams', () => {
    it('should remove native tools and carry names and schemas in providerOptions', async () => {
      const { model, base } = setup(['Hello']);
      await model.doGenerate(
        callParams({
          providerOptions: { other: { keep: true }, toolCallMiddleware: { maxToolCallSize: 1000 } },
        }),
      );
      const sent = base.doGenerateCalls[0];
      expect(sent?.tools).toBeUndefined();
      expect(sent?.toolChoice).toBeUndefined();
      expect(sent?.responseFormat).toBeUndefined();
      expect(sent?.providerOptions).toEqual({
        other: { keep: true },
        toolCallMiddleware: {
          maxToolCallSize: 1000,
          toolNames: ['get_weather', 'get_time'],
          toolSchemas: {
            get_weather: {
              type: 'object',
              properties: { city: { type: 'string' }, days: { type: 'number' } },
              required: ['city'],
            },
            get_time: { type: 'object', properties: { zone: { type: 'string' } } },
          },
          toolChoice: { type: 'auto' },
          warnings: [],
          transport: 'prompt',
        },
      });
      expect(sent?.prompt[0]).toEqual({
        role: 'system',
        content: `TOOLS: ${JSON.stringify([
          {
            name: 'get_weather',
            description: 'Current weather in a city',
            parameters: functionTools[0]?.inputSchema,
          },
          {
            name: 'get_time',
            parameters: { type: 'object', properties: { zone: { type: 'string' } } },
          },
        ])}`,
      });
    });

    it('should pass other call settings through untouched', async () => {
      const { model, base } = setup(['Hello']);
      await model.doGenerate(
        callParams({
          temperature: 0.2,
          maxOutputTokens: 50,
          seed: 7,
          reasoning: 'low',
          headers: { a: 'b' },
        }),
      );
      expect(base.doGenerateCalls[0]).toMatchObject({
        temperature: 0.2,
        maxOutputTokens: 50,
        seed: 7,
        reasoning: 'low',
        headers: { a: 'b' },
      });
    });

    it('should add no tool prompt when the call has no tools, but still rewrite history', async () => {
      const { model, base } = setup(['Hello']);
      await model.doGenerate(
        callParams({
          tools: undefined,
          prompt: [
            { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
            {
              role: 'assistant',
              content: [
                {
                  type: 'tool-call',
                  toolCallId: 'c',
                  toolName: 'get_time',
                  input: { zone: 'UTC' },
                },
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
        }),
      );
      expect(base.doGenerateCalls[0]?.prompt).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
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
    });
  });

  describe('history rewriting, as the model receives it', () => {
    const result = (value: unknown) =>
      `<tool_response>\n${JSON.stringify({ name: 'get_time', result: value })}\n</tool_response>`;
    it.each<{ kind: string; output: LanguageModelV4ToolResultOutput; expected: string }>([
      { kind: 'text', output: { type: 'text', value: 'noon' }, expected: result('noon') },
      {
        kind: 'json',
        output: { type: 'json', value: { hour: 12 } },
        expected: result({ hour: 12 }),
      },
      {
        kind: 'error-text',
        output: { type: 'error-text', value: 'boom' },
        expected: result({ error: 'boom' }),
      },
      {
        kind: 'error-json',
        output: { type: 'error-json', value: { code: 1 } },
        expected: result({ error: { code: 1 } }),
      },
      {
        kind: 'execution-denied',
        output: { type: 'execution-denied', reason: 'no' },
        expected: result({ error: 'The tool execution was denied.', reason: 'no' }),
      },
      {
        kind: 'content',
        output: {
          type: 'content',
          value: [
            { type: 'text', text: 'see image' },
            {
              type: 'file',
              mediaType: 'image/jpeg',
              data: { type: 'url', url: new URL('https://x.test/a.jpg') },
            },
          ],
        },
        expected: result(['see image', '[image: image/jpeg, https://x.test/a.jpg]']),
      },
    ])(
      'should send a $kind tool result as user text (both modes)',
      async ({ output, expected }) => {
        const { model, base } = setup(['ok']);
        const params = callParams({
          prompt: [
            { role: 'user', content: [{ type: 'text', text: 'Time?' }] },
            {
              role: 'assistant',
              content: [
                {
                  type: 'tool-call',
                  toolCallId: 'c',
                  toolName: 'get_time',
                  input: { zone: 'UTC' },
                },
              ],
            },
            {
              role: 'tool',
              content: [{ type: 'tool-result', toolCallId: 'c', toolName: 'get_time', output }],
            },
            { role: 'user', content: [{ type: 'text', text: 'Thanks. And now?' }] },
          ],
        });
        await model.doGenerate(params);
        await readAll((await model.doStream(params)).stream);
        for (const sent of [base.doGenerateCalls[0], base.doStreamCalls[0]]) {
          expect(sent?.prompt.slice(1)).toEqual([
            { role: 'user', content: [{ type: 'text', text: 'Time?' }] },
            {
              role: 'assistant',
              content: [
                {
                  type: 'text',
                  text: '<tool_call>\n{"name":"get_time","arguments":{"zone":"UTC"}}\n</tool_call>',
                },
              ],
            },
            { role: 'user', content: [{ type: 'text', text: `${expected}\nThanks. And now?` }] },
          ]);
        }
      },
    );

    it('should send the error of a tool that threw back to the model', async () => {
      const { model, base } = setup([call('get_time', { zone: 'UTC' }), 'Sorry.']);
      const failing = {
        get_time: tool({
          inputSchema: z.object({ zone: z.string() }),
          execute: async (): Promise<string> => {
            throw new Error('clock unavailable');
          },
        }),
      };
      await generateText({ model, tools: failing, stopWhen: isStepCount(3), prompt: 'Time?' });
      expect(base.doGenerateCalls[1]?.prompt.at(-1)).toEqual({
        role: 'user',
        content: [{ type: 'text', text: result({ error: 'Error: clock unavailable' }) }],
      });
    });
  });

  describe('provider-defined tools', () => {
    const params = () =>
      callParams({
        tools: [
          ...(callParams().tools ?? []),
          { type: 'provider', id: 'acme.search', name: 'search', args: {} },
        ],
      });
    const warning = {
      type: 'unsupported',
      feature: 'provider-defined tool "search" (acme.search)',
      details:
        'Tools parsed from text can only be function tools; this provider-defined tool was left out of the prompt.',
    };

    it('should leave them out with a warning in generate mode', async () => {
      const { model, base } = setup([
        { chunks: ['Hi'], warnings: [{ type: 'other', message: 'm' }] },
      ]);
      const result = await model.doGenerate(params());
      expect(result.warnings).toEqual([{ type: 'other', message: 'm' }, warning]);
      expect(JSON.stringify(base.doGenerateCalls[0]?.prompt)).not.toContain('acme.search');
    });

    it('should add the warning to stream-start in stream mode', async () => {
      const { model } = setup(['Hi']);
      const parts = await readAll((await model.doStream(params())).stream);
      expect(parts[0]).toEqual({ type: 'stream-start', warnings: [warning] });
    });

    it('should send a stream-start with the warning when the provider sent none', async () => {
      const base = new MockLanguageModelV4({
        doStream: async () => ({
          stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
            { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
          ]),
        }),
      });
      const middleware = createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: template,
      });
      const model = wrapLanguageModel({ model: base, middleware });
      const parts = await readAll((await model.doStream(params())).stream);
      expect(parts.map((part) => part.type)).toEqual(['stream-start', 'finish']);
      expect(parts[0]).toEqual({ type: 'stream-start', warnings: [warning] });
    });
  });

  describe('wrapGenerate', () => {
    it('should parse calls, keep other content in order, and set the finish reason', async () => {
      const { model } = setup([
        {
          chunks: [`Checking. ${call('get_weather', { city: 'Seoul', days: '3' })} Done.`],
          reasoning: 'think',
        },
      ]);
      const result = await model.doGenerate(
        callParams({ providerOptions: toolCallMiddlewareOptions({ generateId: () => 'id1' }) }),
      );
      expect(result.content).toEqual([
        { type: 'reasoning', text: 'think' },
        { type: 'text', text: 'Checking. ' },
        {
          type: 'tool-call',
          toolCallId: 'id1',
          toolName: 'get_weather',
          input: '{"city":"Seoul","days":3}',
        },
        { type: 'text', text: ' Done.' },
      ]);
      expect(result.finishReason).toEqual({ unified: 'tool-calls', raw: 'stop' });
    });

    it.each([
      {
        name: 'a call with stop',
        text: call('get_time', { zone: 'UTC' }),
        reason: 'stop',
        expected: 'tool-calls',
      },
      {
        name: 'a call cut off by length',
        text: call('get_time', { zone: 'UTC' }),
        reason: 'length',
        expected: 'length',
      },
      {
        name: 'a call with content-filter',
        text: call('get_time', { zone: 'UTC' }),
        reason: 'content-filter',
        expected: 'content-filter',
      },
      { name: 'text only', text: 'Just text.', reason: 'stop', expected: 'stop' },
      { name: 'text with other', text: 'Just text.', reason: 'other', expected: 'other' },
    ] as const)(
      'should report $expected for $name in both modes',
      async ({ text, reason, expected }) => {
        const { model } = setup([{ chunks: [text], finishReason: reason }]);
        const generated = await model.doGenerate(callParams());
        expect(generated.finishReason).toEqual({ unified: expected, raw: reason });
        const parts = await readAll((await model.doStream(callParams())).stream);
        expect(parts.at(-1)).toMatchObject({
          type: 'finish',
          finishReason: { unified: expected, raw: reason },
        });
      },
    );

    it('should keep a text part without calls exactly as it was', async () => {
      const base = new MockLanguageModelV4({
        doGenerate: {
          content: [{ type: 'text', text: 'plain', providerMetadata: { p: { q: 1 } } }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage,
          warnings: [],
        },
      });
      const middleware = createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: template,
      });
      const result = await wrapLanguageModel({ model: base, middleware }).doGenerate(callParams());
      expect(result.content).toEqual([
        { type: 'text', text: 'plain', providerMetadata: { p: { q: 1 } } },
      ]);
    });

    it('should pass through results when transformParams did not run', async () => {
      const middleware = createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: template,
      });
      const raw = {
        content: [{ type: 'text' as const, text: call('get_time', { zone: 'UTC' }) }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage,
        warnings: [],
      };
      const base = new MockLanguageModelV4({ doGenerate: raw });
      const result = await middleware.wrapGenerate?.({
        doGenerate: () => base.doGenerate(callParams()),
        doStream: () => base.doStream(callParams()),
        params: callParams(),
        model: base,
      });
      expect(result).toBe(raw);
    });
  });

  describe('wrapStream', () => {
    it('should stream text, the call with deltas, and pass other parts through in order', async () => {
      const base = new MockLanguageModelV4({
        doStream: async () => ({
          stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
            { type: 'stream-start', warnings: [] },
            { type: 'response-metadata', id: 'r1' },
            { type: 'reasoning-start', id: 'r' },
            { type: 'reasoning-delta', id: 'r', delta: 'hmm' },
            { type: 'reasoning-end', id: 'r' },
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'Sure. <tool_call>{"name":"get_weather","argu' },
            { type: 'ping' },
            { type: 'text-delta', id: 't', delta: 'ments":{"city":"Se' },
            { type: 'text-delta', id: 't', delta: 'oul"}}</tool_call>' },
            { type: 'text-end', id: 't' },
            { type: 'raw', rawValue: { x: 1 } },
            { type: 'finish', finishReason: { unified: 'stop', raw: 'eos' }, usage },
          ]),
        }),
      });
      const middleware = createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: template,
      });
      const model = wrapLanguageModel({ model: base, middleware });
      const parts = await readAll(
        (
          await model.doStream(
            callParams({ providerOptions: toolCallMiddlewareOptions({ generateId: () => 'c1' }) }),
          )
        ).stream,
      );
      const shown = parts.map((part) =>
        part.type === 'text-delta' || part.type === 'tool-input-delta'
          ? `${part.type}:${part.delta}`
          : part.type,
      );
      expect(shown).toEqual([
        'stream-start',
        'response-metadata',
        'reasoning-start',
        'reasoning-delta',
        'reasoning-end',
        'text-start',
        'text-delta:Sure. ',
        'text-end',
        'tool-input-start',
        'ping',
        'tool-input-delta:{"city":"Se',
        'tool-input-delta:oul"}',
        'tool-input-end',
        'tool-call',
        'raw',
        'finish',
      ]);
      const deltas = parts
        .filter((part) => part.type === 'tool-input-delta')
        .map((part) => part.delta)
        .join('');
      const toolCall = parts.find((part) => part.type === 'tool-call');
      expect(toolCall).toEqual({
        type: 'tool-call',
        toolCallId: 'c1',
        toolName: 'get_weather',
        input: '{"city":"Seoul"}',
      });
      expect(deltas).toBe('{"city":"Seoul"}');
      expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls', raw: 'eos' } });
    });
  });

  describe('options', () => {
    const broken = `Before ${'<tool_call>{"name": "get_weather", "arguments": {"city": }'}</tool_call> after`;

    it('should report a malformed call through onError and keep its text (both modes)', async () => {
      const onError = vi.fn<(message: string, metadata: ToolCallErrorMetadata) => void>();
      const { model } = setup([broken], { onError, malformedCalls: 'text' });
      const generated = await model.doGenerate(callParams());
      expect(generated.content).toEqual([{ type: 'text', text: broken }]);
      expect(generated.finishReason.unified).toBe('stop');
      const parts = await readAll((await model.doStream(callParams())).stream);
      const text = parts
        .filter((part) => part.type === 'text-delta')
        .map((part) => part.delta)
        .join('');
      expect(text).toBe(broken);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(onError.mock.calls[0]?.[1]).toMatchObject({
        code: 'INVALID_JSON',
        toolName: 'get_weather',
        segment: '<tool_call>{"name": "get_weather", "arguments": {"city": }</tool_call>',
      });
    });

    it('should let per-call options win over the ones given at creation', async () => {
      const atCreation = vi.fn();
      const perCall = vi.fn();
      const { model } = setup([broken], {
        onError: atCreation,
        generateId: () => 'created',
        malformedCalls: 'feedback',
      });
      const generated = await model.doGenerate(
        callParams({
          providerOptions: toolCallMiddlewareOptions({
            onError: perCall,
            emitFailedCallText: false,
            malformedCalls: 'text',
          }),
        }),
      );
      expect(perCall).toHaveBeenCalledTimes(1);
      expect(atCreation).not.toHaveBeenCalled();
      expect(generated.content).toEqual([{ type: 'text', text: 'Before  after' }]);
      await model.doGenerate(callParams());
      expect(atCreation).toHaveBeenCalledTimes(1);
    });

    it('should use generateId from creation unless the call gives one', async () => {
      const { model } = setup([call('get_time', { zone: 'UTC' })], { generateId: () => 'created' });
      const a = await model.doGenerate(callParams());
      const b = await model.doGenerate(
        callParams({
          providerOptions: toolCallMiddlewareOptions({ generateId: () => 'per-call' }),
        }),
      );
      expect(a.content[0]).toMatchObject({ toolCallId: 'created' });
      expect(b.content[0]).toMatchObject({ toolCallId: 'per-call' });
    });

    it('should release a streamed call larger than maxToolCallSize as text', async () => {
      const onError = vi.fn();
      const long = call('get_weather', { city: 'x'.repeat(200) });
      const chunks = long.match(/.{1,10}/g) ?? [];
      const { model } = setup([{ chunks }], { onError, maxToolCallSize: 50 });
      const parts = await readAll((await model.doStream(callParams())).stream);
      const text = parts
        .filter((part) => part.type === 'text-delta')
        .map((part) => part.delta)
        .join('');
      expect(text).toBe(long);
      expect(parts.some((part) => part.type === 'tool-call')).toBe(false);
      expect(onError.mock.calls[0]?.[1]).toMatchObject({ code: 'TOOL_CALL_TOO_LARGE' });
    });

    it.each([
      {
        name: 'the schema the tool arrives with',
        originals: undefined,
        input: '{"city":"Seoul","days":"3"}',
      },
      {
        name: 'originalToolSchemas',
        originals: {
          get_weather: {
            type: 'object',
            properties: { city: { type: 'string' }, days: { type: 'integer' } },
          },
        },
        input: '{"city":"Seoul","days":3}',
      },
    ])('should type arguments with $name in both modes', async ({ originals, input }) => {
      // The provider adapter flattened every property to a string.
      const flattened = callParams({
        tools: [
          {
            type: 'function',
            name: 'get_weather',
            inputSchema: {
              type: 'object',
              properties: { city: { type: 'string' }, days: { type: 'string' } },
            },
          },
        ],
        providerOptions: toolCallMiddlewareOptions(
          originals === undefined ? {} : { originalToolSchemas: originals },
        ),
      });
      const { model } = setup([call('get_weather', { city: 'Seoul', days: '3' })]);
      const generated = await model.doGenerate(flattened);
      expect(generated.content[0]).toMatchObject({ type: 'tool-call', input });
      const parts = await readAll((await model.doStream(flattened)).stream);
      expect(parts.find((part) => part.type === 'tool-call')).toMatchObject({ input });
      const deltas = parts
        .filter((part) => part.type === 'tool-input-delta')
        .map((part) => part.delta)
        .join('');
      expect(deltas).toBe(input);
    });

    it('should take originalToolSchemas given at creation', async () => {
      const { model } = setup([call('get_weather', { city: 'Seoul', days: '3' })], {
        originalToolSchemas: {
          get_weather: { type: 'object', properties: { days: { type: 'number' } } },
        },
      });
      const generated = await model.doGenerate(
        callParams({
          tools: [
            {
              type: 'function',
              name: 'get_weather',
              inputSchema: { type: 'object', properties: { days: { type: 'string' } } },
            },
          ],
        }),
      );
      expect(generated.content[0]).toMatchObject({ input: '{"city":"Seoul","days":3}' });
    });
  });

  describe('with generateText and streamText', () => {
    it('should execute tools and loop in both modes, with the rewritten history', async () => {
      const { model, base } = setup([
        call('get_weather', { city: 'Seoul' }),
        'It is sunny in Seoul.',
      ]);
      const { tools, executed } = weatherTools();
      const generated = await generateText({
        model,
        tools,
        stopWhen: isStepCount(3),
        prompt: 'Weather in Seoul?',
      });
      expect(generated.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(generated.text).toBe('It is sunny in Seoul.');
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      expect(base.doGenerateCalls[1]?.prompt.slice(1)).toEqual([
        {
          role: 'user',
          content: [{ type: 'text', text: 'Weather in Seoul?' }],
        },
        {
          role: 'assistant',
          content: [
            {
              type: 'text',
              text: '<tool_call>\n{"name":"get_weather","arguments":{"city":"Seoul"}}\n</tool_call>',
            },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: '<tool_response>\n{"name":"get_weather","result":{"city":"Seoul","weather":"sunny"}}\n</tool_response>',
            },
          ],
        },
      ]);

      const streamed = streamText({
        model,
        tools,
        stopWhen: isStepCount(3),
        prompt: 'Weather in Seoul?',
      });
      expect(await streamed.text).toBe('It is sunny in Seoul.');
      expect((await streamed.steps).map((step) => step.finishReason)).toEqual([
        'tool-calls',
        'stop',
      ]);
      expect(executed).toHaveLength(2);
    });

    it('should keep one system message with instructions and merge user turns', async () => {
      const { model, base } = setup([call('get_time', { zone: 'UTC' }), 'Noon.']);
      const { tools } = weatherTools();
      await generateText({
        model,
        tools,
        stopWhen: isStepCount(3),
        instructions: 'Be brief.',
        messages: [
          { role: 'user', content: 'Time?' },
          { role: 'user', content: [{ type: 'text', text: 'In UTC.' }] },
        ],
      });
      for (const sent of base.doGenerateCalls) {
        const roles = sent.prompt.map((message) => message.role);
        expect(roles.filter((role) => role === 'system')).toHaveLength(1);
        for (let i = 1; i < roles.length; i++)
          expect(`${roles[i - 1]}>${roles[i]}`).not.toBe('user>user');
      }
      const first = base.doGenerateCalls[0]?.prompt;
      expect(first?.[0]).toMatchObject({ role: 'system' });
      expect((first?.[0] as { content: string } | undefined)?.content).toMatch(
        /^Be brief\.\n\nTOOLS: \[/,
      );
      expect(first?.[1]).toEqual({
        role: 'user',
        content: [{ type: 'text', text: 'Time?\nIn UTC.' }],
      });
    });

    it('should hand a custom protocol the tools and options', async () => {
      const seen: unknown[] = [];
      const inner = jsonMixProtocol();
      const protocol: ToolCallProtocol = {
        ...inner,
        parseGeneratedText: (args) => {
          seen.push(args.tools.map((tool) => tool.name));
          return inner.parseGeneratedText(args);
        },
      };
      const { model } = setup(['x'], { protocol });
      await model.doGenerate(callParams());
      expect(seen).toEqual([['get_weather', 'get_time']]);
    });
  });
});
