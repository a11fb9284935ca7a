import type { Handler } from 'hono';
import type { ProxyEnv } from '../app/proxy-env';
import { serveTools, type ToolDependencies } from '../app/serve-tools';
import { checkBodyDepth } from '../request/json-depth';
import { readJsonBody } from '../request/parse-chat-request';
import { parseResponsesRequest } from './parse-responses-request';
import { ResponseEvents } from './response-events';
import { newResponseContext, responseOf } from './response-object';

/**
 * `POST /v1/responses`, OpenAI's Responses API: read into the one request shape and served by
 * `serveTools`, as Chat Completions and Messages are; the answer is a `response` object, or its
 * event stream. Every request goes through the middleware (the upstream speaks Chat Completions,
 * so nothing passes through).
 */
export function handleResponses(deps: ToolDependencies): Handler<ProxyEnv> {
  return async (c) => {
    const body = readJsonBody(await c.req.text(), "'model' and 'input'");
    checkBodyDepth(body);
    const { chat, echo, customTools } = parseResponsesRequest(body);
    const context = newResponseContext(chat.model, echo, customTools);
    return serveTools(c, deps, chat, {
      whole: (answer) => responseOf(answer, context),
      encoder: () => new ResponseEvents(context, chat.parallelToolCalls),
    });
  };
}
