import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatTemplateFromGguf } from './chat-template-from-gguf';

type Metadata = Readonly<Record<string, string | number | readonly string[]>>;

/** A GGUF v3 header with metadata (strings, uint32, string arrays) and no tensors, as llama.cpp writes one. */
function ggufHeader(metadata: Metadata): Buffer {
  const parts: Buffer[] = [Buffer.from('GGUF', 'ascii')];
  const u32 = (value: number) => {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    parts.push(buffer);
  };
  const u64 = (value: number) => {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    parts.push(buffer);
  };
  const text = (value: string) => {
    const bytes = Buffer.from(value, 'utf8');
    u64(bytes.length);
    parts.push(bytes);
  };
  u32(3);
  u64(0);
  u64(Object.keys(metadata).length);
  for (const [key, value] of Object.entries(metadata)) {
    text(key);
    if (typeof value === 'string') {
      u32(8); // GGUF_TYPE_STRING
      text(value);
    } else if (typeof value === 'number') {
      u32(4); // GGUF_TYPE_UINT32
      u32(value);
    } else {
      u32(9); // GGUF_TYPE_ARRAY of strings
      u32(8);
      u64(value.length);
      for (const item of value) text(item);
    }
  }
  return Buffer.concat(parts);
}

describe('chatTemplateFromGguf', () => {
  it("reads tokenizer.chat_template from a local file's metadata", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gguf-')), 'model.gguf');
    const template = '{% for m in messages %}{{ m.content }}{% endfor %}';
    writeFileSync(
      file,
      ggufHeader({ 'general.architecture': 'llama', 'tokenizer.chat_template': template }),
    );
    expect(await chatTemplateFromGguf(file)).toEqual({ template });
  });

  it('says so when the file has no template', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gguf-')), 'bare.gguf');
    writeFileSync(file, ggufHeader({ 'general.architecture': 'llama' }));
    await expect(chatTemplateFromGguf(file)).rejects.toThrow(/no tokenizer.chat_template/);
  });
});
