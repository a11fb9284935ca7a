import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { jsonMixProtocol, type ToolCallProtocol } from '@tool/protocols';
import { wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import { createToolMiddleware as createToolMiddlewareV3 } from './ai-v6/create-tool-middleware';
import type { CallTool, ToolChoice } from './core-types';
import { createToolMiddleware } from './create-tool-middleware';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { callParams } from './test-utils/call-params';
import { scriptedModel } from './test-utils/scripted-model';
import { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';

const template = (tools: string) => `TOOLS: ${tools}`;
const protocol = jsonMixProtocol();
const METHODS = [
  'formatTools',
  'formatToolCall',
  'formatToolResponse',
  'parseGeneratedText',
  'createStreamParser',
] as const;

/** Both entry points: AI SDK 7 (V4) and AI SDK 6 (V3) take the same options. */
const entries = [
  {
    name: 'AI SDK 7',
    create: (o: ToolMiddlewareOptions) => createToolMiddleware(o),
    model: (): unknown => new MockLanguageModelV4(),
  },
  {
    name: 'AI SDK 6',
    create: (o: ToolMiddlewareOptions) => createToolMiddlewareV3(o),
    model: (): unknown => new MockLanguageModelV3(),
  },
];

function thrown(run: () => unknown): ToolMiddlewareError {
  try {
    run();
  } catch (error) {
    expect(ToolMiddlewareError.isInstance(error)).toBe(true);
    return error as ToolMiddlewareError;
  }
  throw new Error('expected a ToolMiddlewareError, nothing was thrown');
}

const weather: CallTool = {
  type: 'function',
  name: 'get_weather',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
};
const providerSearch: CallTool = {
  type: 'provider',
  id: 'acme.web_search',
  name: 'web_search',
  args: {},
};

/** Setups that cannot work, each with the code and the part of the message that says the fix. */
const perCall: Array<{
  name: string;
  tools: CallTool[] | undefined;
  toolChoice: ToolChoice;
  code: ToolMiddlewareErrorCode;
  toolName?: string;
  fix: RegExp;
}> = [
  {
    name: 'a tool without inputSchema',
    tools: [{ type: 'function', name: 'bare' } as CallTool],
    toolChoice: { type: 'auto' },
    code: 'TOOL_WITHOUT_SCHEMA',
    toolName: 'bare',
    fix: /Give every tool an input schema \(for a tool without arguments: inputSchema: z\.object\(\{\}\)/,
  },
  {
    name: 'a tool whose inputSchema is null',
    tools: [{ type: 'function', name: 'nil', inputSchema: null } as unknown as CallTool],
    toolChoice: { type: 'auto' },
    code: 'TOOL_WITHOUT_SCHEMA',
    toolName: 'nil',
    fix: /Give every tool an input schema/,
  },
  {
    name: 'toolChoice naming an unknown tool',
    tools: [weather],
    toolChoice: { type: 'tool', toolName: 'get_time' },
    code: 'UNKNOWN_TOOL_CHOICE',
    toolName: 'get_time',
    fix: /not one of the call's tools \(get_weather\)\. Name one of them, or add the tool to `tools`/,
  },
  {
    name: 'toolChoice naming a tool when there are none',
    tools: undefined,
    toolChoice: { type: 'tool', toolName: 'get_time' },
    code: 'UNKNOWN_TOOL_CHOICE',
    toolName: 'get_time',
    fix: /\(none\)\. Name one of them, or add the tool to `tools`/,
  },
  {
    name: 'toolChoice naming a provider-defined tool',
    tools: [weather, providerSearch],
    toolChoice: { type: 'tool', toolName: 'web_search' },
    code: 'PROVIDER_TOOL_CHOICE',
    toolName: 'web_search',
    fix: /can only call function tools; choose a function tool, or call this model without the middleware/,
  },
  {
    name: "toolChoice 'required' without any tool",
    tools: undefined,
    toolChoice: { type: 'required' },
    code: 'REQUIRED_WITHOUT_TOOLS',
    fix: /Pass at least one tool, or use toolChoice 'auto'/,
  },
  {
    name: "toolChoice 'required' with provider-defined tools only",
    tools: [providerSearch],
    toolChoice: { type: 'required' },
    code: 'REQUIRED_WITHOUT_TOOLS',
    fix: /Pass at least one tool, or use toolChoice 'auto'/,
  },
];

describe('createToolMiddleware', () => {
  describe.each(entries)('misuse through the $name entry', ({ create, model }) => {
    it.each(METHODS)('should name the missing %s() and how to build a protocol', (method) => {
      const broken = { ...protocol, [method]: undefined } as unknown as ToolCallProtocol;
      const error = thrown(() => create({ protocol: broken, toolSystemPromptTemplate: template }));
      expect(error.code).toBe('INVALID_PROTOCOL');
      expect(error.message).toContain(`is missing ${method}()`);
      expect(error.message).toMatch(/build one with defineProtocol\(\)/);
    });

    it.each(perCall)('should refuse $name before calling the model', async (misuse) => {
      const middleware = create({ protocol, toolSystemPromptTemplate: template });
      const params = {
        ...callParams({ toolChoice: misuse.toolChoice }),
        tools: misuse.tools,
      } as LanguageModelV4CallOptions;
      let error: unknown;
      try {
        await (middleware.transformParams as (o: unknown) => Promise<unknown>)({
          type: 'generate',
          params,
          model: model(),
        });
      } catch (caught) {
        error = caught;
      }
      expect(ToolMiddlewareError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({
        code: misuse.code,
        ...(misuse.toolName === undefined ? {} : { toolName: misuse.toolName }),
      });
      expect((error as Error).message).toMatch(misuse.fix);
    });
  });

  it.each(perCall)('should reject $name in generate and stream mode alike', async (misuse) => {
    const base = scriptedModel(['unused']);
    const model = wrapLanguageModel({
      model: base,
      middleware: createToolMiddleware({ protocol, toolSystemPromptTemplate: template }),
    });
    const params = {
      ...callParams({ toolChoice: misuse.toolChoice }),
      tools: misuse.tools,
    } as LanguageModelV4CallOptions;
    await expect(model.doGenerate(params)).rejects.toMatchObject({ code: misuse.code });
    await expect(model.doStream(params)).rejects.toMatchObject({ code: misuse.code });
    expect(base.doGenerateCalls).toHaveLength(0);
    expect(base.doStreamCalls).toHaveLength(0);
  });
});
