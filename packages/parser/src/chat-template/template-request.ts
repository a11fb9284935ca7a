import type { PromptMessage } from '../core-types';
import type { CompiledChatTemplate } from './compile-chat-template';
import type { TemplateTokens } from './find-template-format';
import { templateConversation } from './template-conversation';
import type { TemplateMessage, TemplateTool } from './template-messages';
import { type SlotMessage, writeTemplatePrompt } from './write-template-prompt';

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

function toPrompt(messages: readonly SlotMessage[]): PromptMessage[] {
  return messages.map((message) =>
    message.role === 'system'
      ? { role: 'system', content: message.content }
      : { role: message.role, content: [{ type: 'text', text: message.content }] },
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
): TemplateRequest {
  const conversation = templateConversation(prompt);
  if (conversation.kind === 'unsupported') {
    return { fidelity: 'preset', prompt: presetPrompt, note: conversation.reason };
  }
  const whole = writeTemplatePrompt(template, tokens, conversation.messages, tools);
  if (whole.kind === 'exact')
    return { fidelity: 'exact', prompt: toPrompt(whole.messages), note: '' };
  const head = opening(conversation.messages);
  const presetFirstAnswer = presetPrompt.findIndex((message) => message.role === 'assistant');
  if (head !== undefined && presetFirstAnswer !== -1) {
    const start = writeTemplatePrompt(template, tokens, head, tools);
    if (start.kind === 'exact') {
      return {
        fidelity: 'tool-prompt',
        prompt: [...toPrompt(start.messages), ...presetPrompt.slice(presetFirstAnswer)],
        note: `history in the preset's wording: ${whole.reason}`,
      };
    }
    return { fidelity: 'preset', prompt: presetPrompt, note: `tool prompt: ${start.reason}` };
  }
  return { fidelity: 'preset', prompt: presetPrompt, note: whole.reason };
}
