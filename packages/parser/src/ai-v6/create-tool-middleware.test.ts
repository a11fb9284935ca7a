import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type {
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3ToolResultOutput,
} from '@ai-sdk/provider-v3';
import { jsonMixProtocol } from '@tool/protocols';
import { MockLanguageModelV4 } from 'ai/test';
import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai-v6';
import {
  convertArrayToReadableStream,
  convertReadableStreamToArray,
  MockLanguageModelV3,
} from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import { createToolMiddleware as createToolMiddlewareV4 } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { scriptedModelV3, type TurnV3 } from '../test-utils/scripted-model-v3';
import { promptOf } from '../test-utils/scripted-turns';
import { createToolMiddleware } from './create-tool-middleware';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';

const options: ToolMiddlewareOptions = {
  protocol: jsonMixProtocol(),
  toolSystemPromptTemplate: (tools) => `TOOLS: ${tools}`,
};
const call = (name: string, args: unknown) =>
  `<tool_call>${JSON.stringify({ name, arguments: args })}</tool_call>`;
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function setup(turns: ReadonlyArray<TurnV3 | string>) {
  const base = scriptedModelV3(turns);
  const middleware = createToolMiddleware(options);
  return {
    base,
    middleware,
    model: wrapLanguageModel({ model: base, middleware: asAiV6Middleware(middleware) }),
  };
}

/** The middleware's handlers called the way `wrapLanguageModel` of AI SDK 6 calls them. */
async function transform(params: LanguageModelV3CallOptions) {
  const middleware = createToolMiddleware(options);
  const model = new MockLanguageModelV3({ provider: 'acme' });
  return (await middleware.transformParams?.({ type: 'generate', params, model })) ?? params;
}

describe('createToolMiddleware (AI SDK 6)', () => {
  it('should return a V3 middleware with the three handlers', () => {
    const middleware = createToolMiddleware(options);
    expect(middleware.specificationVersion).toBe('v3');
    expect(typeof middleware.transformParams).toBe('function');
    expect(typeof middleware.wrapGenerate).toBe('function');
    expect(typeof middleware.wrapStream).toBe('function');
  });

  it('should fail fast on bad options, like the AI SDK 7 entry', () => {
    const bad = { toolSystemPromptTemplate: options.toolSystemPromptTemplate };
    expect(() => createToolMiddleware(bad as ToolMiddlewareOptions)).toThrow(
      /needs a protocol object, got undefined/,
    );
  });

  describe('with ai@6 generateText and streamText', () => {
    const turns = [`Checking. ${call('get_weather', { city: 'Seoul', days: '2' })}`, 'Sunny.'];

    it('should run a tool and loop to the answer (generateText)', async () => {
      const { base, model } = setup(turns);
      const { tools, executed } = weatherToolsV6();
      const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Hi' });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 2 } }]);
      expect(result.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(result.text).toBe('Sunny.');
      const second = base.doGenerateCalls[1];
      expect(second?.tools).toBeUndefined();
      expect(second?.toolChoice).toBeUndefined();
      // (`providerOptions: undefined` keys from ai@6 are dropped before comparing.)
      const sent = JSON.parse(JSON.stringify(promptOf(base.doGenerateCalls, 1).slice(1)));
      expect(sent).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
        {
          role: 'assistant',
          content: [
            {
              type: 'text',
              text: 'Checking. \n<tool_call>\n{"name":"get_weather","arguments":{"city":"Seoul","days":2}}\n</tool_call>',
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
    });

    it('should stream the call as tool-input parts and loop to the answer (streamText)', async () => {
      const { model } = setup([
        {
          chunks: [
            'Checking. <tool_',
            'call>{"name":"get_weather","arguments":{"ci',
            'ty":"Seoul"}}</tool_call>',
          ],
        },
        'Sunny.',
      ]);
      const { tools, executed } = weatherToolsV6();
      const result = streamText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Hi' });
      const types: string[] = [];
      const deltas: string[] = [];
      for await (const part of result.fullStream) {
        types.push(part.type);
        if (part.type === 'tool-input-delta') deltas.push(part.delta);
      }
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      expect(JSON.parse(deltas.join(''))).toEqual({ city: 'Seoul' });
      const firstStep = types.slice(0, types.indexOf('finish-step') + 1);
      expect(firstStep.filter((type) => type.startsWith('tool-'))).toEqual([
        'tool-input-start',
        ...deltas.map(() => 'tool-input-delta'),
        'tool-input-end',
        'tool-call',
        'tool-result',
      ]);
      expect((await result.steps).map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(await result.text).toBe('Sunny.');
    });

    it("should force a call with toolChoice 'required' through a JSON response format", async () => {
      const { base, model } = setup(['{"name":"get_time","arguments":{"zone":"UTC"}}']);
      const { tools, executed } = weatherToolsV6();
      const result = await generateText({ model, tools, toolChoice: 'required', prompt: 'Time?' });
      expect(executed).toEqual([{ tool: 'get_time', input: { zone: 'UTC' } }]);
      expect(result.finishReason).toBe('tool-calls');
      expect(base.doGenerateCalls[0]?.responseFormat).toMatchObject({
        type: 'json',
        name: 'tool_call',
      });
    });

    it("should report an answer without a call under 'required' (ai@6 streamText raises nothing)", async () => {
      const { model } = setup(['I would rather not.']);
      const { tools, executed } = weatherToolsV6();
      const codes: string[] = [];
      const result = streamText({
        model,
        tools,
        toolChoice: 'required',
        prompt: 'Time?',
        providerOptions: {
          toolCallMiddleware: {
            onError: (_: string, { code }: { code: string }) => codes.push(code),
          },
        } as never,
      });
      const types: string[] = [];
      for await (const part of result.fullStream) types.push(part.type);
      expect(types).not.toContain('error');
      expect(await result.text).toBe('I would rather not.');
      expect(executed).toEqual([]);
      expect(codes).toEqual(['INVALID_TOOL_CHOICE_ANSWER']);
    });

    it("should parse nothing with toolChoice 'none'", async () => {
      const { base, model } = setup([call('get_time', { zone: 'UTC' })]);
      const { tools, executed } = weatherToolsV6();
      const result = await generateText({ model, tools, toolChoice: 'none', prompt: 'Time?' });
      expect(executed).toEqual([]);
      expect(result.text).toBe(call('get_time', { zone: 'UTC' }));
      expect(promptOf(base.doGenerateCalls)).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'Time?' }] },
      ]);
    });
  });

  describe('tool-result media (V3 items, read like the V4 file item)', () => {
    const history = (output: unknown) => [
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'Look.' }] },
      {
        role: 'assistant' as const,
        content: [
          {
            type: 'tool-call' as const,
            toolCallId: 'c',
            toolName: 'get_time',
            input: { zone: 'UTC' },
          },
        ],
      },
      {
        role: 'tool' as const,
        content: [
          {
            type: 'tool-result' as const,
            toolCallId: 'c',
            toolName: 'get_time',
            output: output as never,
          },
        ],
      },
    ];
    const tools: LanguageModelV3CallOptions['tools'] = [
      { type: 'function', name: 'get_time', inputSchema: { type: 'object' } },
    ];

    it.each<{ name: string; v3: LanguageModelV3ToolResultOutput; v4: unknown; text: string }>([
      {
        name: 'image-data',
        v3: {
          type: 'content',
          value: [{ type: 'image-data', data: 'AAAA', mediaType: 'image/png' }],
        },
        v4: {
          type: 'content',
          value: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } }],
        },
        text: '[image: image/png, 3 bytes]',
      },
      {
        name: 'image-url',
        v3: { type: 'content', value: [{ type: 'image-url', url: 'https://x.test/a.jpg' }] },
        v4: {
          type: 'content',
          value: [
            {
              type: 'file',
              mediaType: 'image',
              data: { type: 'url', url: new URL('https://x.test/a.jpg') },
            },
          ],
        },
        text: '[image: https://x.test/a.jpg]',
      },
      {
        name: 'file-data with a name',
        v3: {
          type: 'content',
          value: [
            { type: 'text', text: 'report' },
            {
              type: 'file-data',
              data: 'AAAAAAAA',
              mediaType: 'application/pdf',
              filename: 'r.pdf',
            },
          ],
        },
        v4: {
          type: 'content',
          value: [
            { type: 'text', text: 'report' },
            {
              type: 'file',
              mediaType: 'application/pdf',
              filename: 'r.pdf',
              data: { type: 'data', data: 'AAAAAAAA' },
            },
          ],
        },
        text: '"report","[file: r.pdf, application/pdf, 6 bytes]"',
      },
    ])(
      'should describe a $name result as AI SDK 7 describes its file item',
      async ({ v3, v4, text }) => {
        const sentV3 = await transform({
          prompt: history(v3),
          tools,
          toolChoice: { type: 'auto' },
        });
        const sentV4 = await createToolMiddlewareV4(options).transformParams?.({
          type: 'generate',
          model: new MockLanguageModelV4({ provider: 'acme' }),
          params: {
            prompt: history(v4) as LanguageModelV4CallOptions['prompt'],
            tools: tools as LanguageModelV4CallOptions['tools'],
            toolChoice: { type: 'auto' },
          },
        });
        const resultText = JSON.stringify(sentV3.prompt.at(-1));
        expect(resultText).toContain(JSON.stringify(text).slice(1, -1));
        expect(sentV3.prompt).toEqual(sentV4?.prompt);
      },
    );
  });

  describe('what only V4 has', () => {
    const params: LanguageModelV3CallOptions = {
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
      tools: [{ type: 'function', name: 'get_time', inputSchema: { type: 'object' } }],
      toolChoice: { type: 'auto' },
    };

    it('should leave out a V4 reasoning call option', async () => {
      const sent = await transform({ ...params, reasoning: 'high' } as LanguageModelV3CallOptions);
      expect(sent).not.toHaveProperty('reasoning');
      expect(sent.prompt.at(-1)).toEqual(params.prompt[0]);
    });

    it("should report 'interrupted' as 'other' and drop structuredOutputText (generate)", async () => {
      const middleware = createToolMiddleware(options);
      const model = new MockLanguageModelV3();
      const sent = await transform(params);
      const result = await middleware.wrapGenerate?.({
        model,
        params: sent,
        doStream: async () => ({ stream: convertArrayToReadableStream([]) }),
        doGenerate: async () =>
          ({
            content: [{ type: 'text', text: call('get_time', { zone: 'UTC' }) }],
            finishReason: { unified: 'interrupted', raw: 'cancelled' },
            structuredOutputText: '{}',
            usage,
            warnings: [],
          }) as never,
      });
      expect(result?.finishReason).toEqual({ unified: 'other', raw: 'cancelled' });
      expect(result).not.toHaveProperty('structuredOutputText');
      expect(result?.content.map((part) => part.type)).toEqual(['tool-call']);
    });

    it("should report 'interrupted' as 'other' and pass unknown parts through (stream)", async () => {
      const middleware = createToolMiddleware(options);
      const model = new MockLanguageModelV3();
      const sent = await transform(params);
      const parts = [
        { type: 'stream-start', warnings: [] },
        { type: 'raw', rawValue: { x: 1 } },
        { type: 'source', sourceType: 'url', id: 's', url: 'https://x.test' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Hello' },
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'interrupted', raw: 'cancelled' }, usage },
      ] as LanguageModelV3StreamPart[];
      const result = await middleware.wrapStream?.({
        model,
        params: sent,
        doGenerate: async () => {
          throw new Error('not used');
        },
        doStream: async () => ({ stream: convertArrayToReadableStream(parts) }),
      });
      const out = await convertReadableStreamToArray(
        result?.stream ?? convertArrayToReadableStream([]),
      );
      expect(out.slice(0, 3)).toEqual(parts.slice(0, 3));
      expect(out.filter((part) => part.type === 'text-delta').map((p) => p.delta)).toEqual([
        'Hello',
      ]);
      expect(out.at(-1)).toEqual({
        type: 'finish',
        finishReason: { unified: 'other', raw: 'cancelled' },
        usage,
      });
    });
  });
});
