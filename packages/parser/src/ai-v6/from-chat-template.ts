import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import {
  type ChatTemplateFindings,
  chatTemplateCore,
  type FromChatTemplateOptions,
} from '../chat-template/from-chat-template';
import { toV3Middleware } from './to-v3-middleware';

/** A tool middleware driven by a chat template (AI SDK 6), with what it found at creation. */
export interface ChatTemplateMiddlewareV3 extends LanguageModelV3Middleware, ChatTemplateFindings {}

/** `fromChatTemplate` for AI SDK 6 (`LanguageModelV3Middleware`); see the main entry's for what it does. */
export function fromChatTemplate(
  template: string,
  options: FromChatTemplateOptions = {},
): ChatTemplateMiddlewareV3 {
  const { core, findings } = chatTemplateCore(template, options);
  return { ...toV3Middleware(core), ...findings };
}
