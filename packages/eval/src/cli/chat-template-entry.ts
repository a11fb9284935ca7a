import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import {
  ChatTemplateError,
  type ChatTemplateSource,
  chatTemplateFromGguf,
  chatTemplateFromTokenizerConfig,
  fromChatTemplate,
} from '@tool/parser';

/** The `--chat-template` entry of a run: scored beside the presets as `chat-template:FORMAT`. */
export interface ChatTemplateEntry {
  readonly name: string;
  readonly middleware: LanguageModelV4Middleware;
}

/**
 * Reads `--chat-template FILE` (a tokenizer_config.json, a .gguf, or the template itself) and makes
 * its middleware. A message saying what is wrong when the file cannot be used.
 */
export async function chatTemplateEntry(
  file: string,
  readFile: (path: string) => Promise<string>,
): Promise<ChatTemplateEntry | { usage: string }> {
  let source: ChatTemplateSource;
  try {
    if (file.endsWith('.gguf')) source = await chatTemplateFromGguf(file);
    else {
      const text = await readFile(file);
      source = file.endsWith('.json') ? chatTemplateFromTokenizerConfig(text) : { template: text };
    }
    const middleware = fromChatTemplate(source.template, {
      ...(source.bosToken === undefined ? {} : { bosToken: source.bosToken }),
      ...(source.eosToken === undefined ? {} : { eosToken: source.eosToken }),
    });
    return { name: `chat-template:${middleware.format}`, middleware };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof ChatTemplateError || (error as { code?: unknown }).code === 'ENOENT') {
      return { usage: `--chat-template ${file}: ${reason}` };
    }
    throw error;
  }
}
