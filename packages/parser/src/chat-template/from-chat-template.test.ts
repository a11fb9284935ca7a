import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { compileChatTemplate } from './compile-chat-template';
import { fromChatTemplate } from './from-chat-template';
import { templateTool } from './probe-calls';
import { templateConversation } from './template-conversation';
import { hasJinja2, renderWithJinja2 } from './test-utils/render-with-jinja2';
import { NO_TEMPLATES_MESSAGE, readSharedTemplates } from './test-utils/shared-templates';

const templates = readSharedTemplates();

const TOOLS: LanguageModelV4CallOptions['tools'] = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'Weather for a city.',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
  },
];

const PROMPT: LanguageModelV4Prompt = [
  { role: 'system', content: 'You are helpful.' },
  { role: 'user', content: [{ type: 'text', text: 'Weather in "Paris" & <Lyon>?' }] },
  {
    role: 'assistant',
    content: [
      {
        type: 'tool-call',
        toolCallId: 'a1b2c3d4e',
        toolName: 'get_weather',
        input: { city: 'Paris', days: 2 },
      },
    ],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'a1b2c3d4e',
        toolName: 'get_weather',
        output: { type: 'json', value: { temp: 21 } },
      },
    ],
  },
  { role: 'assistant', content: [{ type: 'text', text: 'It is 21 degrees in Paris.' }] },
  { role: 'user', content: [{ type: 'text', text: 'And in Lyon?' }] },
];

/** The prompt of an agent loop's next step: it ends with the tool result. */
const AFTER_RESULT: LanguageModelV4Prompt = PROMPT.slice(0, 4);

/** The messages `@ai-sdk/openai-compatible` sends for a text-only prompt: every content a string. */
function wireMessages(prompt: LanguageModelV4Prompt): { role: string; content: string }[] {
  return prompt.map((message) => ({
    role: message.role,
    content:
      typeof message.content === 'string'
        ? message.content
        : message.content
            .map((part) => (part.type === 'text' ? part.text : `<${part.type}>`))
            .join(''),
  }));
}

/** Templates of the list whose whole conversation reaches the server exactly. */
const EXACT = [
  'Qwen-Qwen2.5-7B-Instruct.jinja',
  'Qwen-Qwen3-0.6B.jinja',
  'Qwen-QwQ-32B.jinja',
  'Qwen3.5-4B.jinja',
  'Qwen3-Coder.jinja',
  'ibm-granite-granite-4.0.jinja',
  'ibm-granite-granite-4.1.jinja',
  'MiniMax-M2.jinja',
  'deepseek-ai-DeepSeek-V3.1.jinja',
  'deepseek-ai-DeepSeek-V3.2.jinja',
  'NVIDIA-Nemotron-Nano-v2.jinja',
];

/**
 * Templates whose next step after a tool result does not reach the server exactly, and why:
 * DeepSeek V3.1/V3.2 write no assistant header after tool results (the model goes on after
 * `<｜tool▁output▁end｜>`), but a chat request always ends with the server's generation prompt;
 * Nemotron Nano v2 writes the assistant header right after `</TOOL_RESPONSE>`, where a user turn
 * ends with a newline.
 */
const NOT_AFTER_RESULT = new Set([
  'deepseek-ai-DeepSeek-V3.1.jinja',
  'deepseek-ai-DeepSeek-V3.2.jinja',
  'NVIDIA-Nemotron-Nano-v2.jinja',
]);

/** Renders the request as the server would and the conversation as the template does natively. */
async function renders(source: string, prompt: LanguageModelV4Prompt) {
  const tokens = { bos_token: '<s>', eos_token: '</s>' };
  const middleware = fromChatTemplate(source, { bosToken: '<s>', eosToken: '</s>' });
  const params = { prompt, tools: TOOLS } as LanguageModelV4CallOptions;
  const sent = await middleware.transformParams?.({ params, type: 'generate', model: {} as never });
  const conversation = templateConversation(prompt as never);
  if (conversation.kind !== 'ok') throw new Error(conversation.reason);
  const schema = (TOOLS?.[0] as { inputSchema: unknown } | undefined)?.inputSchema;
  const tools = [
    templateTool({
      type: 'function',
      name: 'get_weather',
      description: 'Weather for a city.',
      inputSchema: schema,
    }),
  ];
  const template = compileChatTemplate(source);
  const nativeContext = {
    ...tokens,
    messages: conversation.messages,
    tools,
    add_generation_prompt: true,
  };
  const serverContext = {
    ...tokens,
    messages: wireMessages(sent?.prompt ?? []),
    add_generation_prompt: true,
  };
  return {
    middleware,
    sent,
    nativeContext,
    serverContext,
    native: template.render(nativeContext),
    server: template.render(serverContext),
  };
}

describe.skipIf(templates.size === 0)(
  'fromChatTemplate: the server renders the request as the template does natively',
  () => {
    if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
    for (const file of EXACT) {
      it(`${file}: tool prompt, past call and tool result, byte for byte`, async () => {
        const source = templates.get(file) ?? '';
        const { middleware, sent, nativeContext, serverContext, native, server } = await renders(
          source,
          PROMPT,
        );
        expect(middleware.selfCheck).toMatchObject({ toolPrompt: 'exact', history: 'exact' });
        expect(sent?.tools).toBeUndefined();
        expect(server).toBe(native);
        if (hasJinja2()) {
          // The server's own renderer is Python's Jinja2 (vLLM, transformers): it must agree too.
          const [pyNative, pyServer] = renderWithJinja2([
            { template: source, context: nativeContext },
            { template: source, context: serverContext },
          ]);
          expect(pyServer).toEqual(pyNative);
          expect(pyServer).toEqual({ text: native });
        }
      });
      const after = !NOT_AFTER_RESULT.has(file);
      it(`${file}: the step after a tool result is ${after ? 'exact' : 'the tool prompt only'}`, async () => {
        const { native, server, sent } = await renders(templates.get(file) ?? '', AFTER_RESULT);
        if (after) expect(server).toBe(native);
        else {
          expect(server).not.toBe(native);
          // The system turn with the tool prompt is still the template's own.
          const system = sent?.prompt[0];
          expect(system?.role).toBe('system');
          expect(native).toContain(typeof system?.content === 'string' ? system.content : '');
        }
      });
    }
  },
);

/**
 * Templates of the list with a part no plain chat request can reach, the part, and why
 * (docs/chat-template.md says the same). The middleware keeps the preset's wording there.
 */
const FALLBACK: Readonly<Record<string, readonly ['exact' | 'preset', 'exact' | 'preset']>> = {
  // A system turn of the template's own holds the tool list, written (with an empty list) even without tools.
  'NousResearch-Hermes-2-Pro-Llama-3-8B-tool_use.jinja': ['preset', 'preset'],
  'NousResearch-Hermes-3-Llama-3.1-8B-tool_use.jinja': ['preset', 'preset'],
  // Tools go into a `<|system|>` turn before the caller's system text; results into `<|observation|>`.
  'GLM-4.6.jinja': ['preset', 'preset'],
  'GLM-4.7-Flash.jinja': ['preset', 'preset'],
  // A `tool_declare` turn before the system turn.
  'moonshotai-Kimi-K2.jinja': ['preset', 'preset'],
  // The template's own system turn changes with tools; tools go into the developer turn.
  'openai-gpt-oss-120b.jinja': ['preset', 'preset'],
  // `[AVAILABLE_TOOLS]` sits between turns, in no message.
  'Mistral-Small-3.2-24B-Instruct-2506.jinja': ['preset', 'preset'],
  'unsloth-mistral-Devstral-Small-2507.jinja': ['preset', 'preset'],
  'mistralai-Ministral-3-14B-Reasoning-2512.jinja': ['preset', 'preset'],
  // A past call follows `<think></think>\n`, a text answer `<think></think>` with its content trimmed.
  'NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.jinja': ['exact', 'preset'],
};

describe.skipIf(templates.size === 0)(
  'fromChatTemplate: parts a chat request cannot reach keep the preset wording',
  () => {
    if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
    for (const [file, [toolPrompt, history]] of Object.entries(FALLBACK)) {
      it(`${file}: tool prompt ${toolPrompt}, history ${history}, with the reason reported`, async () => {
        const middleware = fromChatTemplate(templates.get(file) ?? '', {
          bosToken: '<s>',
          eosToken: '</s>',
        });
        expect(middleware.selfCheck).toMatchObject({ toolPrompt, history });
        expect(middleware.selfCheck.notes.length).toBeGreaterThan(0);
        const params = { prompt: PROMPT, tools: TOOLS } as LanguageModelV4CallOptions;
        const sent = await middleware.transformParams?.({
          params,
          type: 'generate',
          model: {} as never,
        });
        expect(sent?.tools).toBeUndefined();
        // The tool list reaches the model in either wording.
        expect(JSON.stringify(sent?.prompt)).toContain('get_weather');
      });
    }
  },
);

/**
 * What a server that renders templates hands its template for a request: the provider's wire
 * messages, with OpenAI's `null` content as text and call arguments parsed (as vLLM and llama.cpp do).
 */
function serverMessages(prompt: LanguageModelV4Prompt): unknown[] {
  return prompt.flatMap((message) => {
    if (message.role === 'system') return [{ role: 'system', content: message.content }];
    if (message.role === 'tool') {
      return message.content.flatMap((part) =>
        part.type === 'tool-result'
          ? [
              {
                role: 'tool',
                tool_call_id: part.toolCallId,
                content:
                  part.output.type === 'text'
                    ? part.output.value
                    : JSON.stringify(part.output.value),
              },
            ]
          : [],
      );
    }
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    const calls = message.content.flatMap((part) =>
      part.type === 'tool-call'
        ? [
            {
              id: part.toolCallId,
              type: 'function',
              function: { name: part.toolName, arguments: part.input },
            },
          ]
        : [],
    );
    return [
      calls.length === 0
        ? { role: message.role, content: text }
        : { role: message.role, content: text, tool_calls: calls },
    ];
  });
}

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
