import { completionPromptMessage } from '../completion-transport/completion-prompt';
import type { PromptMessage } from '../core-types';
import { ChatTemplateError, type CompiledChatTemplate } from './compile-chat-template';
import type { TemplateTokens } from './find-template-format';
import { templateConversation } from './template-conversation';
import type { TemplateTool } from './template-messages';

/**
 * The completion transport's request: the whole conversation rendered by the template with its
 * tools, calls and results, ending with the generation prompt, as the one message a completion
 * model turns into its `prompt` (see `completion-transport/`), and the template's end-of-turn
 * markers as stop sequences.
 */
export function renderCompletionPrompt(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  prompt: readonly PromptMessage[],
  tools: readonly TemplateTool[] | undefined,
  stopSequences: readonly string[],
): { prompt: PromptMessage[]; stopSequences: string[] } {
  const conversation = templateConversation(prompt);
  if (conversation.kind === 'unsupported') {
    throw new ChatTemplateError(
      `The completion transport renders the whole conversation with the template, but ${conversation.reason}.`,
    );
  }
  const text = template.render({
    ...tokens,
    messages: conversation.messages,
    ...(tools === undefined ? {} : { tools }),
    add_generation_prompt: true,
  });
  return { prompt: [completionPromptMessage(text)], stopSequences: [...stopSequences] };
}
