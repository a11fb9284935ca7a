import type { Handler } from 'hono';
import type { ProxyEnv } from '../app/proxy-env';
import { serveTools, type ToolDependencies } from '../app/serve-tools';
import { checkBodyDepth } from '../request/json-depth';
import { readJsonBody } from '../request/parse-chat-request';
import { estimateInputTokens } from './estimate-input-tokens';
import { MessageEvents } from './message-events';
import { messageOf } from './message-object';
import { parseMessagesRequest } from './parse-messages-request';

/**
 * `POST /v1/messages`, Anthropic's Messages API (`?beta=true`, `anthropic-version` and
 * `anthropic-beta` accepted as Claude Code sends them): read into the one request shape and served
 * by `serveTools`, as Chat Completions and Responses are; the answer is a `message`, or its event
 * stream. Errors have Anthropic's shape (see `errorShapeOf`).
 */
export function handleMessages(deps: ToolDependencies): Handler<ProxyEnv> {
  return async (c) => {
    const body = readJsonBody(await c.req.text(), "'model', 'max_tokens' and 'messages'");
    checkBodyDepth(body);
    const request = parseMessagesRequest(body, 'required');
    return serveTools(c, deps, request, {
      whole: (answer) => messageOf(answer, request.model),
      encoder: () => new MessageEvents(request.model, request.parallelToolCalls),
    });
  };
}

/**
 * `POST /v1/messages/count_tokens`: `{"input_tokens": N}`, an estimate (see
 * `estimateInputTokens`) of the request as `/v1/messages` would take it, checked the same way.
 */
export function handleCountTokens(): Handler<ProxyEnv> {
  return async (c) => {
    const body = readJsonBody(await c.req.text());
    checkBodyDepth(body);
    const request = parseMessagesRequest(body, 'optional');
    c.get('logNotes').push(`model=${request.model}`, 'mode=estimate');
    return c.json({ input_tokens: estimateInputTokens(request) });
  };
}
