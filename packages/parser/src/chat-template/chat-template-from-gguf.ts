import { ChatTemplateError } from './compile-chat-template';
import type { ChatTemplateSource } from './template-sources';

interface GgufModule {
  gguf(
    url: string,
    options?: { allowLocalFile?: boolean },
  ): Promise<{ metadata: Record<string, unknown> }>;
}

/**
 * The chat template in a GGUF file's metadata (`tokenizer.chat_template`), read with
 * `@huggingface/gguf` (an optional peer dependency: install it to use this). Only the header is
 * read, also from a URL.
 *
 * @param pathOrUrl A local path (Node) or an http(s) URL of the .gguf file.
 */
export async function chatTemplateFromGguf(pathOrUrl: string): Promise<ChatTemplateSource> {
  let reader: GgufModule;
  try {
    reader = (await import('@huggingface/gguf')) as unknown as GgufModule;
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
  return { template };
}
