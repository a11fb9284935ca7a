import type { ProxyApp } from '../src/create-proxy-app';
import type { FetchFunction } from '../src/upstream/upstream-fetch';

/** The base URL the in-process upstream pretends to serve. */
export const UPSTREAM = 'http://upstream.test/v1';

/** One request the in-process upstream received. */
export interface Seen {
  url: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

/** An in-process upstream: records each request and answers with `answer`. */
export function fakeUpstream(answer: (seen: Seen) => Response | Promise<Response>): {
  fetch: FetchFunction;
  seen: Seen[];
} {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      const entry = {
        url: request.url,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      return answer(entry);
    },
  };
}

/** A whole `chat.completion` answering `content`. */
export const completion = (content: string, headers: Record<string, string> = {}) =>
  Response.json(
    {
      id: 'chatcmpl-up',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
    { headers },
  );

/** A server-sent-event stream of the given `data:` payloads. */
export const sse = (events: string[]) =>
  new Response(events.map((event) => `data: ${event}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

/** `POST /v1/chat/completions` with a JSON body. */
export function post(app: ProxyApp, body: object, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request('http://proxy.test/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}
