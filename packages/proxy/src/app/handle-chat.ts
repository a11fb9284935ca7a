import type { Handler } from 'hono';
import { parseChatRequest, readJsonBody } from '../request/parse-chat-request';
import { routeChatRequest } from '../request/route-chat-request';
import { chatWriter } from './chat-writer';
import type { ProxyEnv } from './proxy-env';
import { clientAuthorization, serveTools, type ToolDependencies } from './serve-tools';

/**
 * `POST /v1/chat/completions`. Plain chat passes through to the upstream untouched; a request with
 * tools (or with tool calls in its history) is served by `serveTools`, as the other APIs are.
 */
export function handleChat(deps: ToolDependencies): Handler<ProxyEnv> {
  return async (c) => {
    const text = await c.req.text();
    const body = readJsonBody(text);
    if (routeChatRequest(body) === 'passthrough') {
      c.get('logNotes').push(`model=${String(body.model)}`, 'mode=passthrough');
      const response = await deps.upstream.forward('/chat/completions', {
        method: 'POST',
        body: text,
        authorization: deps.forwardClientKey ? clientAuthorization(c) : undefined,
        signal: c.req.raw.signal,
      });
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        response.headers.set('x-accel-buffering', 'no');
      }
      c.set('streamsBody', true);
      return response;
    }
    const request = parseChatRequest(body);
    return serveTools(c, deps, request, chatWriter(request));
  };
}
