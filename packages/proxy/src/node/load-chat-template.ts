import { readFileSync } from 'node:fs';
import {
  type ChatTemplateSource,
  chatTemplateFromGguf,
  chatTemplateFromServer,
  chatTemplateFromTokenizerConfig,
} from '@tool/parser';

/**
 * `--chat-template`: `auto` asks the upstream's `GET /props` (llama.cpp) and, when it has no
 * template, says so and leaves the format to the preset from each request's model id; a `.json`
 * file is a tokenizer_config.json, a `.gguf` file a model (its metadata), any other file the
 * template itself.
 */
export async function loadChatTemplate(
  setting: string | undefined,
  upstream: string,
  print: (line: string) => void,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<ChatTemplateSource | undefined> {
  if (setting === undefined) return undefined;
  if (setting === 'auto') {
    try {
      const source = await chatTemplateFromServer(upstream, fetchImpl);
      print('chat template: from the upstream (GET /props)');
      return source;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      print(`chat template: none from the upstream (${reason}); the preset follows the model id`);
      return undefined;
    }
  }
  if (setting.endsWith('.json')) return chatTemplateFromTokenizerConfig(setting);
  if (setting.endsWith('.gguf')) return chatTemplateFromGguf(setting);
  return { template: readFileSync(setting, 'utf8') };
}
