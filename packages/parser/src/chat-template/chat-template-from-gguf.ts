import { ChatTemplateError } from './compile-chat-template';
import type { ChatTemplateSource } from './template-sources';

const GGUF_READER = '@huggingface/gguf';

interface GgufModule {
  gguf(
    url: string,
    options?: { allowLocalFile?: boolean },
  ): Promise<{ metadata: Record<string, unknown> }>;
}

/**
 * The chat template in a GGUF file's metadata (`tokenizer.chat_template`), with the BOS and EOS
 * tokens its vocabulary names (`tokenizer.ggml.bos_token_id`, `…eos_token_id`), read with
 * `@huggingface/gguf` (an optional peer dependency: install it to use this). Only the header is
 * read, also from a URL.
 *
 * @param pathOrUrl A local path (Node) or an http(s) URL of the .gguf file.
 */
export async function chatTemplateFromGguf(pathOrUrl: string): Promise<ChatTemplateSource> {
  let reader: GgufModule;
  try {
    // Named through a variable so that bundlers (of an Edge function, a Worker) leave the optional
    // peer out instead of failing on it or pulling in its Node-only file reader.
    const name = GGUF_READER;
    reader = (await import(/* @vite-ignore */ name)) as GgufModule;
  } catch {
    throw new ChatTemplateError(
      'chatTemplateFromGguf reads GGUF files with @huggingface/gguf: install it (npm i @huggingface/gguf).',
    );
  }
  const { metadata } = await reader.gguf(pathOrUrl, {
    allowLocalFile: !/^https?:/.test(pathOrUrl),
  });
  const template = metadata['tokenizer.chat_template'];
  if (typeof template !== 'string') {
    throw new ChatTemplateError(`${pathOrUrl} has no tokenizer.chat_template in its metadata.`);
  }
  const bosToken = tokenById(metadata, 'tokenizer.ggml.bos_token_id');
  const eosToken = tokenById(metadata, 'tokenizer.ggml.eos_token_id');
  return {
    template,
    ...(bosToken === undefined ? {} : { bosToken }),
    ...(eosToken === undefined ? {} : { eosToken }),
  };
}

/** A special token's text: its id in the metadata, looked up in the vocabulary (`tokenizer.ggml.tokens`). */
function tokenById(metadata: Record<string, unknown>, key: string): string | undefined {
  const id = metadata[key];
  const tokens = metadata['tokenizer.ggml.tokens'];
  if (!Array.isArray(tokens)) return undefined;
  const index = typeof id === 'bigint' ? Number(id) : id;
  if (typeof index !== 'number') return undefined;
  const token: unknown = tokens[index];
  return typeof token === 'string' ? token : undefined;
}
