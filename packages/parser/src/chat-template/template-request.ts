import type { PromptMessage } from '../core-types';
import type { CompiledChatTemplate } from './compile-chat-template';
import type { TemplateTokens } from './find-template-format';
import { templateConversation } from './template-conversation';
import type { TemplateMessage, TemplateTool } from './template-messages';
import { type HistoryMode, writeTemplatePrompt } from './write-template-prompt';

/**
 * How much of a request is the template's own rendering: `exact` — the whole conversation renders,
 * on the server, byte for byte as the template renders it natively with its tools; `tool-prompt` —
 * the tool prompt does, the history keeps the preset's wording; `preset` — the preset's wording.
 */
export type TemplateFidelity = 'exact' | 'tool-prompt' | 'preset';

export interface TemplateRequest {
  readonly fidelity: TemplateFidelity;
  /** The prompt to send (the preset's own when `fidelity` is `preset`). */
  readonly prompt: readonly PromptMessage[];
  /** Why a part fell back to the preset's wording; empty when exact. */
  readonly note: string;
}

/**
 * The messages found, as the prompt to send: system and user texts (and, with text history,
 * assistant texts) as text messages; calls and results that go as themselves as the prompt's own
 * messages (`sources` says which), without past reasoning, which the template's rendering left out.
 */
function toPrompt(
  messages: readonly TemplateMessage[],
  prompt: readonly PromptMessage[],
  natives?: readonly number[],
): PromptMessage[] {
  const out: PromptMessage[] = [];
  let next = 0;
  let last = -1;
  for (const message of messages) {
    if (message.role === 'system') {
      out.push({ role: 'system', content: message.content });
    } else if (natives === undefined || message.role === 'user') {
      out.push({
        role: message.role === 'tool' ? 'user' : message.role,
        content: [{ type: 'text', text: message.content }],
      });
    } else {
      const source = natives[next++] ?? -1;
      const original = prompt[source];
      if (source === last || original === undefined || original.role === 'system') continue;
      last = source;
      out.push({
        ...original,
        content: original.content.filter((part) => part.type !== 'reasoning'),
      });
    }
  }
  return out;
}

/** The prompt index of each message of the conversation that goes as itself (assistant, tool). */
function nativeSources(conversation: {
  messages: readonly TemplateMessage[];
  sources: readonly number[];
}): number[] {
  return conversation.messages.flatMap((message, index) =>
    message.role === 'assistant' || message.role === 'tool'
      ? [conversation.sources[index] ?? -1]
      : [],
  );
}

/** The system and user messages before the first answer: where templates put the tool prompt. */
function opening(conversation: readonly TemplateMessage[]): TemplateMessage[] | undefined {
  const end = conversation.findIndex(
    (message) => message.role === 'assistant' || message.role === 'tool',
  );
  if (end === -1) return undefined;
  const head = conversation.slice(0, end);
  return head.some((message) => message.role === 'user') ? head : undefined;
}

/**
 * The request's prompt in the template's own wording, as far as a plain chat request can carry
 * it. `presetPrompt` is what the preset's middleware wrote for the same request (tool prompt and
 * history in the preset's wording): the fallback, whole or for the history.
 */
export function templateRequest(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  prompt: readonly PromptMessage[],
  tools: readonly TemplateTool[] | undefined,
  presetPrompt: readonly PromptMessage[],
  history: HistoryMode = 'text',
): TemplateRequest {
  const conversation = templateConversation(prompt);
  if (conversation.kind === 'unsupported') {
    return { fidelity: 'preset', prompt: presetPrompt, note: conversation.reason };
  }
  const whole = writeTemplatePrompt(template, tokens, conversation.messages, tools);
  if (whole.kind === 'exact') {
    return { fidelity: 'exact', prompt: toPrompt(whole.messages, prompt), note: '' };
  }
  if (history === 'native') {
    const asThemselves = writeTemplatePrompt(
      template,
      tokens,
      conversation.messages,
      tools,
      'native',
    );
    if (asThemselves.kind === 'exact') {
      return {
        fidelity: 'exact',
        prompt: toPrompt(asThemselves.messages, prompt, nativeSources(conversation)),
        note: 'past calls and tool results sent as themselves (assistant tool_calls, role tool)',
      };
    }
  }
  const head = opening(conversation.messages);
  const presetFirstAnswer = presetPrompt.findIndex((message) => message.role === 'assistant');
  if (head !== undefined && presetFirstAnswer !== -1) {
    const start = writeTemplatePrompt(template, tokens, head, tools);
    if (start.kind === 'exact') {
      return {
        fidelity: 'tool-prompt',
        prompt: [...toPrompt(start.messages, prompt), ...presetPrompt.slice(presetFirstAnswer)],
        note: `history in the preset's wording: ${whole.reason}`,
      };
    }
    return { fidelity: 'preset', prompt: presetPrompt, note: `tool prompt: ${start.reason}` };
  }
  return { fidelity: 'preset', prompt: presetPrompt, note: whole.reason };
}
