// The model's own chat template, the parts that involve no middleware (both entries export them):
// rendering as Python's Jinja2 does, and where templates come from. `fromChatTemplate` is exported
// by each entry in its own specification.
export { chatTemplateFromGguf } from './chat-template-from-gguf';
export {
  type ChatTemplateContext,
  ChatTemplateError,
  type CompiledChatTemplate,
  compileChatTemplate,
} from './compile-chat-template';
export type { ChatTemplateFindings, FromChatTemplateOptions } from './from-chat-template';
export type { TemplateSelfCheck } from './template-self-check';
export {
  type ChatTemplateSource,
  chatTemplateFromServer,
  chatTemplateFromTokenizerConfig,
} from './template-sources';
