import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import {
  hasJinja2,
  renderWithJinja2,
} from '../../../protocols/src/test-utils/jinja2/render-with-jinja2';
import { compileChatTemplate } from './compile-chat-template';
import { fromChatTemplate } from './from-chat-template';
import { templateTool } from './probe-calls';
import { templateConversation } from './template-conversation';
import { AFTER_RESULT, PROMPT, TOOLS, wireMessages } from './test-utils/sdk-prompts';
import { NO_TEMPLATES_MESSAGE, readSharedTemplates } from './test-utils/shared-templates';

const templates = readSharedTemplates();

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
  // The tools' own `<|system|>` turn before the caller's is a system message of its own.
  'GLM-4.6.jinja',
  'GLM-4.7-Flash.jinja',
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
 * GLM writes its tools in a `<|system|>` turn of their own before the caller's system turn: the
 * request carries them as a system message before the caller's, and renders exactly.
 */
describe.skipIf(templates.size === 0)(
  'fromChatTemplate: a tool turn before the caller’s system turn',
  () => {
    if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
    for (const file of ['GLM-4.6.jinja', 'GLM-4.7-Flash.jinja']) {
      it(`${file}: two system messages, the tools' and the caller's, byte for byte`, async () => {
        const source = templates.get(file) ?? '';
        const { sent, nativeContext, serverContext, native, server } = await renders(
          source,
          PROMPT.slice(0, 2),
        );
        expect(sent?.prompt.map((message) => message.role)).toEqual(['system', 'system', 'user']);
        expect(sent?.prompt[1]).toEqual(PROMPT[0]);
        expect(server).toBe(native);
        if (hasJinja2()) {
          const [pyNative, pyServer] = renderWithJinja2([
            { template: source, context: nativeContext },
            { template: source, context: serverContext },
          ]);
          expect(pyServer).toEqual({ text: native });
          expect(pyNative).toEqual({ text: native });
        }
      });
    }
  },
);
