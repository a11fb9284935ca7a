import {
  fencedJsonProtocol,
  glmProtocol,
  jsonMixProtocol,
  llama3JsonProtocol,
  qwen3CoderProtocol,
} from '@tool/protocols';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { createToolMiddleware } from './create-tool-middleware';
import { createMiddlewareConfig } from './middleware-config';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { qwen3CoderPreset } from './presets/named-presets';
import { scriptedModel } from './test-utils/scripted-model';
import { weatherTools } from './test-utils/weather-tools';
import { ToolMiddlewareError } from './tool-middleware-error';

const F = '```';
const template = (tools: string) => `TOOLS: ${tools}`;

/** The same call, get_weather(Seoul, 3 days), as models write it in other formats. */
const answers = [
  {
    format: 'Hermes JSON',
    text: 'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}\n</tool_call>',
  },
  {
    format: 'bare Llama JSON',
    text: 'Checking.\n{"name": "get_weather", "parameters": {"city": "Seoul", "days": 3}}',
  },
  {
    format: 'a json fence',
    text: `Checking.\n${F}json\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3}}\n${F}`,
  },
];

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const withFallbacks: ToolMiddlewareOptions = {
  ...qwen3CoderPreset,
  fallbackProtocols: [jsonMixProtocol(), llama3JsonProtocol(), fencedJsonProtocol()],
};

describe('createMiddlewareConfig', () => {
  describe('fallbackProtocols', () => {
    it.each(answers)('should run a call written as $format in generateText', async ({ text }) => {
      const base = scriptedModel([text, 'Sunny.']);
      const { tools, executed } = weatherTools();
      const middleware = createToolMiddleware(withFallbacks);
      const result = await generateText({
        model: wrapLanguageModel({ model: base, middleware }),
        tools,
        stopWhen: isStepCount(3),
        prompt: 'Weather in Seoul for 3 days?',
      });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
      expect(result.steps[0]?.text).toBe('Checking.\n');
      // The history is written in the primary's format, whatever the model wrote.
      const history = base.doGenerateCalls[1]?.prompt ?? [];
      expect(history.at(-2)).toEqual({
        role: 'assistant',
        content: [
          {
            type: 'text',
            text: 'Checking.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nSeoul\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>',
          },
        ],
      });
    });

    it.each(answers)(
      'should stream a call written as $format, one character per chunk',
      async ({ text }) => {
        const base = scriptedModel([{ chunks: [...text] }, { chunks: ['Sunny.'] }]);
        const { tools, executed } = weatherTools();
        const result = streamText({
          model: wrapLanguageModel({
            model: base,
            middleware: createToolMiddleware(withFallbacks),
          }),
          tools,
          stopWhen: isStepCount(3),
          prompt: 'Weather in Seoul for 3 days?',
        });
        let input = '';
        for await (const part of result.stream) {
          if (part.type === 'tool-input-delta') input += part.delta;
        }
        expect(input).toBe('{"city":"Seoul","days":3}');
        expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 3 } }]);
        expect(await result.text).toBe('Sunny.');
      },
    );

    // Qwen3-Coder reads Hermes JSON inside <tool_call> by itself; the other two need fallbacks.
    it.each(answers.slice(1))(
      'should leave $format as text without fallbacks',
      async ({ text }) => {
        const base = scriptedModel([text]);
        const { tools, executed } = weatherTools();
        const result = await generateText({
          model: wrapLanguageModel({
            model: base,
            middleware: createToolMiddleware(qwen3CoderPreset),
          }),
          tools,
          prompt: 'Weather in Seoul for 3 days?',
        });
        expect(executed).toEqual([]);
        expect(result.text).toBe(text);
      },
    );

    it('should compose the protocol with the fallbacks and keep the primary for writing', () => {
      const primary = qwen3CoderProtocol();
      const config = createMiddlewareConfig({
        protocol: primary,
        toolSystemPromptTemplate: template,
        fallbackProtocols: [glmProtocol()],
      });
      expect(config.protocol.name).toBe('qwen3-coder+glm');
      const call = { toolName: 'get_weather', input: { city: 'Seoul' } };
      expect(config.protocol.formatToolCall(call)).toBe(primary.formatToolCall(call));
      expect(config.callOptions).toEqual({});
    });

    it('should keep the protocol itself when the list is empty', () => {
      const protocol = jsonMixProtocol();
      const config = createMiddlewareConfig({
        protocol,
        toolSystemPromptTemplate: template,
        fallbackProtocols: [],
      });
      expect(config.protocol).toBe(protocol);
    });

    it.each<{
      name: string;
      options: Partial<ToolMiddlewareOptions>;
      code: string;
      message: RegExp;
    }>([
      {
        name: 'not an array',
        options: { fallbackProtocols: jsonMixProtocol() as never },
        code: 'INVALID_OPTION',
        message: /fallbackProtocols must be an array of protocols/,
      },
      {
        name: 'a protocol factory in the list',
        options: { fallbackProtocols: [jsonMixProtocol as never] },
        code: 'INVALID_PROTOCOL',
        message: /needs a protocol object, got function/,
      },
      {
        name: 'a fallback not made with defineProtocol',
        options: { fallbackProtocols: [{ ...jsonMixProtocol(), name: 'mine' }] },
        code: 'INVALID_PROTOCOL',
        message: /"mine" was not made with defineProtocol/,
      },
      {
        name: 'a primary not made with defineProtocol',
        options: {
          protocol: { ...jsonMixProtocol(), name: 'mine' },
          fallbackProtocols: [glmProtocol()],
        },
        code: 'INVALID_PROTOCOL',
        message: /"mine" was not made with defineProtocol/,
      },
    ])('should refuse $name when the middleware is created', ({ options, code, message }) => {
      const create = () =>
        createToolMiddleware({
          protocol: jsonMixProtocol(),
          toolSystemPromptTemplate: template,
          ...options,
        });
      const error = thrownBy(create);
      expect(ToolMiddlewareError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
    });
  });
});
