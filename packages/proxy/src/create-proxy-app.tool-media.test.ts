// A tool message with an image, through the whole proxy: the upstream request carries it as an
// image_url part with `toolResultMedia: 'model'`, and as the placeholder only by default (the
// upstream provider declares no media).
import { describe, expect, it } from 'vitest';
import { completion, fakeUpstream, post, UPSTREAM } from '../test/fake-upstream';
import { createProxyApp } from './create-proxy-app';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

const body = {
  model: 'qwen2.5-7b-instruct',
  tools: [
    {
      type: 'function',
      function: { name: 'screenshot', parameters: { type: 'object', properties: {} } },
    },
  ],
  messages: [
    { role: 'user', content: 'What is on the home page?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'a', type: 'function', function: { name: 'screenshot', arguments: '{}' } },
      ],
    },
    {
      role: 'tool',
      tool_call_id: 'a',
      content: [
        { type: 'text', text: 'Screenshot of home.' },
        { type: 'image_url', image_url: { url: IMAGE } },
      ],
    },
  ],
};

/** The parts of the last user message the upstream received. */
async function upstreamUserParts(options: { toolResultMedia?: 'model' }) {
  const upstream = fakeUpstream(() => completion('A login form.'));
  const app = createProxyApp({
    upstream: UPSTREAM,
    fetch: upstream.fetch,
    ...(options.toolResultMedia === undefined ? {} : { middleware: options }),
  });
  const response = await post(app, body);
  expect(response.status).toBe(200);
  const messages = upstream.seen[0]?.body?.messages as Array<{ role: string; content: unknown }>;
  const user = messages.filter((message) => message.role === 'user').at(-1);
  // A user message with text only is sent as a string.
  if (typeof user?.content === 'string') return [{ type: 'text', text: user.content }];
  return Array.isArray(user?.content) ? (user.content as Array<Record<string, unknown>>) : [];
}

describe('a tool message with an image, through the proxy', () => {
  it("should reach the upstream as an image_url part with toolResultMedia 'model'", async () => {
    const parts = await upstreamUserParts({ toolResultMedia: 'model' });
    expect(parts.filter((part) => part.type === 'image_url')).toEqual([
      { type: 'image_url', image_url: { url: IMAGE } },
    ]);
    const text = parts.map((part) => part.text ?? '').join('');
    expect(text).toContain('Screenshot of home.');
    expect(text).toContain('[image: image/png');
  });

  it('should reach a provider that declares no media as the placeholder only', async () => {
    const parts = await upstreamUserParts({});
    expect(parts.filter((part) => part.type === 'image_url')).toEqual([]);
    expect(JSON.stringify(parts)).toContain('[image: image/png');
    expect(JSON.stringify(parts)).not.toContain('iVBORw0KGgo');
  });
});
