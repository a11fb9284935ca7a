import { describe, expect, it } from 'vitest';
import { ChatTemplateError } from './compile-chat-template';
import { chatTemplateFromServer, chatTemplateFromTokenizerConfig } from './template-sources';

describe('chatTemplateFromTokenizerConfig', () => {
  it('reads the template and the tokens from a parsed config, added-token objects included', () => {
    const config = {
      chat_template: '{{ bos_token }}x',
      bos_token: { content: '<s>', lstrip: false },
      eos_token: '</s>',
    };
    expect(chatTemplateFromTokenizerConfig(config)).toEqual({
      template: '{{ bos_token }}x',
      bosToken: '<s>',
      eosToken: '</s>',
    });
  });

  it('takes the tool_use template of a list, then default', () => {
    const list = [
      { name: 'default', template: 'D' },
      { name: 'tool_use', template: 'T' },
    ];
    expect(chatTemplateFromTokenizerConfig({ chat_template: list }).template).toBe('T');
    expect(
      chatTemplateFromTokenizerConfig(JSON.stringify({ chat_template: [list[0]] })).template,
    ).toBe('D');
  });

  it('says what is missing when the config has no template', () => {
    expect(() => chatTemplateFromTokenizerConfig({ eos_token: '</s>' })).toThrow(ChatTemplateError);
    expect(() => chatTemplateFromTokenizerConfig('{ not json')).toThrow(/not a JSON object/);
  });
});

describe('chatTemplateFromServer', () => {
  it("reads llama.cpp's GET /props, with or without /v1 in the address", async () => {
    const asked: string[] = [];
    const fetchProps = async (url: string | URL | Request) => {
      asked.push(String(url));
      return Response.json({ chat_template: 'T', bos_token: '<s>', eos_token: '</s>' });
    };
    const source = await chatTemplateFromServer(
      'http://127.0.0.1:8080/v1/',
      fetchProps as typeof fetch,
    );
    expect(source).toEqual({ template: 'T', bosToken: '<s>', eosToken: '</s>' });
    expect(asked).toEqual(['http://127.0.0.1:8080/props']);
  });

  it('fails with the status when the server has no /props', async () => {
    const notFound = async () => new Response('no', { status: 404 });
    await expect(chatTemplateFromServer('http://x', notFound as typeof fetch)).rejects.toThrow(
      /404/,
    );
  });
});
