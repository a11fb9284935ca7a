// fromChatTemplate where the request's history goes as itself, and where the generation prompt
// opens a thinking block.
import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { compileChatTemplate } from './compile-chat-template';
import { fromChatTemplate } from './from-chat-template';
import { templateTool } from './probe-calls';
import { AFTER_RESULT, PROMPT, serverMessages, TOOLS } from './test-utils/sdk-prompts';
import { NO_TEMPLATES_MESSAGE, readSharedTemplates } from './test-utils/shared-templates';

const templates = readSharedTemplates();

/** Where sending calls and results as themselves makes the request exact when text cannot. */
const NATIVE_HISTORY: Readonly<Record<string, LanguageModelV4Prompt>> = {
  'deepseek-ai-DeepSeek-V3.1.jinja': AFTER_RESULT,
  'deepseek-ai-DeepSeek-V3.2.jinja': AFTER_RESULT,
  'NVIDIA-Nemotron-Nano-v2.jinja': AFTER_RESULT,
  'NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.jinja': PROMPT,
};

describe.skipIf(templates.size === 0)("fromChatTemplate({ history: 'native' })", () => {
  if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
  for (const [file, prompt] of Object.entries(NATIVE_HISTORY)) {
    it(`${file}: calls and results as themselves render exactly where text cannot`, async () => {
      const source = templates.get(file) ?? '';
      const tokens = { bos_token: '<s>', eos_token: '</s>' };
      const middleware = fromChatTemplate(source, {
        bosToken: '<s>',
        eosToken: '</s>',
        history: 'native',
      });
      const params = { prompt, tools: TOOLS } as LanguageModelV4CallOptions;
      const sent = await middleware.transformParams?.({
        params,
        type: 'generate',
        model: {} as never,
      });
      expect(sent?.tools).toBeUndefined();
      expect(sent?.prompt.some((message) => message.role === 'tool')).toBe(true);
      const template = compileChatTemplate(source);
      const schema = (TOOLS?.[0] as { inputSchema: unknown } | undefined)?.inputSchema;
      const tools = [
        templateTool({
          type: 'function',
          name: 'get_weather',
          description: 'Weather for a city.',
          inputSchema: schema,
        }),
      ];
      const native = template.render({
        ...tokens,
        messages: serverMessages(prompt),
        tools,
        add_generation_prompt: true,
      });
      const server = template.render({
        ...tokens,
        messages: serverMessages(sent?.prompt ?? []),
        add_generation_prompt: true,
      });
      expect(server).toBe(native);
      // With text history the same request is not exact.
      const textual = await fromChatTemplate(source, {
        bosToken: '<s>',
        eosToken: '</s>',
      }).transformParams?.({ params, type: 'generate', model: {} as never });
      const textServer = template.render({
        ...tokens,
        messages: serverMessages(textual?.prompt ?? []),
        add_generation_prompt: true,
      });
      expect(textServer).not.toBe(native);
    });
  }
});

describe.skipIf(templates.size === 0)(
  'fromChatTemplate: a generation prompt that opens thinking',
  () => {
    if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
    it('Qwen3.5: the answer begins inside <think>, its call after </think> runs', async () => {
      const middleware = fromChatTemplate(templates.get('Qwen3.5-4B.jinja') ?? '');
      expect(middleware.selfCheck.opensThinking).toEqual({ open: '<think>', close: '</think>' });
      const text =
        'I should look it up.\n</think>\n\n<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>';
      const params = { prompt: PROMPT, tools: TOOLS } as LanguageModelV4CallOptions;
      const sent =
        (await middleware.transformParams?.({ params, type: 'generate', model: {} as never })) ??
        params;
      const result = await middleware.wrapGenerate?.({
        doGenerate: async () => ({
          content: [{ type: 'text', text }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          warnings: [],
        }),
        doStream: async () => {
          throw new Error('not streamed');
        },
        params: sent,
        model: {} as never,
      });
      const kinds = result?.content.map((part) => part.type);
      expect(kinds).toContain('reasoning');
      expect(result?.content.find((part) => part.type === 'tool-call')).toMatchObject({
        toolName: 'get_weather',
        input: '{"city":"Paris"}',
      });
    });

    it('Qwen2.5, and QwQ whose generation prompt closes the block it opens: the answer begins in text', () => {
      for (const file of ['Qwen-Qwen2.5-7B-Instruct.jinja', 'Qwen-QwQ-32B.jinja']) {
        expect(fromChatTemplate(templates.get(file) ?? '').selfCheck.opensThinking).toBeUndefined();
      }
    });
  },
);
