import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChatTemplate } from './load-chat-template';

const upstream = 'http://127.0.0.1:8080/v1';

describe('loadChatTemplate (--chat-template)', () => {
  it('reads a tokenizer_config.json, or any other file as the template itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-template-'));
    const config = join(dir, 'tokenizer_config.json');
    writeFileSync(config, JSON.stringify({ chat_template: 'T', eos_token: '</s>' }));
    const plain = join(dir, 'template.jinja');
    writeFileSync(plain, 'J');
    const print = () => {};
    expect(await loadChatTemplate(config, upstream, print)).toEqual({
      template: 'T',
      eosToken: '</s>',
    });
    expect(await loadChatTemplate(plain, upstream, print)).toEqual({ template: 'J' });
    expect(await loadChatTemplate(undefined, upstream, print)).toBeUndefined();
  });

  it("auto: the upstream's /props, else the preset from the model id, said in the log", async () => {
    const lines: string[] = [];
    const props = async () => Response.json({ chat_template: 'P' });
    expect(
      await loadChatTemplate('auto', upstream, (line) => lines.push(line), props as typeof fetch),
    ).toEqual({
      template: 'P',
    });
    const none = async () => new Response('', { status: 404 });
    expect(
      await loadChatTemplate('auto', upstream, (line) => lines.push(line), none as typeof fetch),
    ).toBeUndefined();
    expect(lines).toEqual([
      'chat template: from the upstream (GET /props)',
      expect.stringContaining('the preset follows the model id'),
    ]);
  });
});
