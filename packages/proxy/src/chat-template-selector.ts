import { ChatTemplateError, type ChatTemplateSource, fromChatTemplate } from '@tool/parser';
import type { MiddlewareOverrides, PresetChoice } from './preset-selector';

/**
 * The selector of a proxy given the model's chat template: one `fromChatTemplate` middleware for
 * every request (a proxy serves one model), made now so that a template no preset reads fails at
 * start-up, with what the template renders in the message.
 *
 * @throws TypeError when the template does not parse or its format is not one a preset reads.
 */
export function chatTemplateSelector(
  source: ChatTemplateSource,
  overrides: MiddlewareOverrides = {},
  transport: 'prompt' | 'completion' = 'prompt',
): (modelId: string) => PresetChoice {
  const {
    protocol: _protocol,
    toolSystemPromptTemplate: _prompt,
    placement: _placement,
    transport: _transport,
    ...rest
  } = overrides;
  let middleware: ReturnType<typeof fromChatTemplate>;
  try {
    middleware = fromChatTemplate(source.template, {
      ...rest,
      transport,
      ...(source.bosToken === undefined ? {} : { bosToken: source.bosToken }),
      ...(source.eosToken === undefined ? {} : { eosToken: source.eosToken }),
    });
  } catch (error) {
    if (!(error instanceof ChatTemplateError)) throw error;
    throw new TypeError(`createProxyApp: 'chatTemplate': ${error.message}`, { cause: error });
  }
  const choice: PresetChoice = { preset: middleware.format, middleware };
  return () => choice;
}
