import type { Handler } from 'hono';
import { parseChatRequest, readJsonBody } from '../request/parse-chat-request';
import { routeChatRequest } from '../request/route-chat-request';
import { chatWriter } from './chat-writer';
import { endEventsWithError } from './end-events-with-error';
import type { ProxyEnv } from './proxy-env';
import { clientAuthorization, serveTools, type ToolDependencies } from './serve-tools';

/**
 * `POST /v1/chat/completions`. Plain chat passes through to the upstream untouched (a stream the
 * upstream cuts ends with the tool path's final error event); a request with tools (or with tool
 * calls in its history) is served by `serveTools`, as the other APIs are.
 */
export function handleChat(deps: ToolDependencies): Handler<ProxyEnv> {
  return async (c) => {
    const text = await c.req.text();
    const body = readJsonBody(text);
    if (routeChatRequest(body) === 'passthrough') {
      const notes = c.get('logNotes');
      notes.push(`model=${String(body.model)}`, 'mode=passthrough');
      const response = await deps.upstream.forward('/chat/completions', {
        method: 'POST',
        body: text,
        authorization: deps.forwardClientKey ? clientAuthorization(c) : undefined,
        signal: c.req.raw.signal,
      });
      c.set('streamsBody', true);
      if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
      if (response.body === null) return response;
      response.headers.set('x-accel-buffering', 'no');
      const events = endEventsWithError(response.body, (error) => {
        notes.push(`error=${error.code ?? error.status}`);
      });
      return new Response(events, { status: response.status, headers: response.headers });
    }
    const request = parseChatRequest(body);
    return serveTools(c, deps, request, chatWriter(request));
  };
}
