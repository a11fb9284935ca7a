import { describe, expect, it } from 'vitest';
import { completionPromptMessage } from './completion-prompt';
import { completionTransportFetch } from './completion-transport-fetch';

function capture() {
  const bodies: unknown[] = [];
  const base = async (_input: string | URL | Request, init?: RequestInit) => {
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
    return new Response('{}');
  };
  return { bodies, fetch: completionTransportFetch(base as typeof fetch) };
}

describe('completionTransportFetch', () => {
  it("sends the rendered prompt alone and drops the provider's wrapping stop", async () => {
    const { bodies, fetch } = capture();
    const rendered = '<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n';
    const wrapped = `user:\n${completionPromptMessage(rendered).content[0].text}\n\nassistant:\n`;
    await fetch('http://x/v1/completions', {
      method: 'POST',
      body: JSON.stringify({ model: 'm', prompt: wrapped, stop: ['\nuser:', '<|im_end|>'] }),
    });
    expect(bodies).toEqual([{ model: 'm', prompt: rendered, stop: ['<|im_end|>'] }]);
  });

  it('passes other requests through unchanged', async () => {
    const { bodies, fetch } = capture();
    const body = JSON.stringify({
      model: 'm',
      prompt: 'user:\nplain\n\nassistant:\n',
      stop: ['\nuser:'],
    });
    await fetch('http://x/v1/completions', { method: 'POST', body });
    expect(bodies).toEqual([JSON.parse(body)]);
  });
});
