import { invalidField } from '../openai-error';
import { check, type JsonObject } from './field-checks';

/** How a chat request is served. */
export type ChatRoute = 'passthrough' | 'tools';

/**
 * Decides how a chat request is served, after checking its envelope (`model` a string,
 * `messages` an array of objects with a string `role`).
 *
 * - `tools`: the request declares tools, or its history holds tool calls or tool results. It goes
 *   through the middleware, which writes tools and history as text for the upstream.
 * - `passthrough`: plain chat. The body is sent to the upstream byte for byte and the answer comes
 *   back as the upstream wrote it; the upstream validates the rest.
 *
 * @throws OpenAIError (400) when the envelope is malformed, or the request uses the legacy
 * `functions` / `function_call` fields: on either path, since an upstream without tools would
 * answer plain chat and ignore the functions without a word.
 */
export function routeChatRequest(body: JsonObject): ChatRoute {
  check.string(body.model, 'model');
  refuseLegacyFunctions(body);
  const messages = check.array(body.messages, 'messages');
  let toolHistory = false;
  messages.forEach((item, index) => {
    const message = check.object(item, `messages[${index}]`);
    const role = check.string(message.role, `messages[${index}].role`);
    if (role === 'tool') toolHistory = true;
    if (role === 'assistant' && Array.isArray(message.tool_calls)) {
      if (message.tool_calls.length > 0) toolHistory = true;
    }
  });
  const tools = body.tools;
  const declaresTools = Array.isArray(tools)
    ? tools.length > 0
    : tools !== undefined && tools !== null;
  return declaresTools || toolHistory ? 'tools' : 'passthrough';
}

function refuseLegacyFunctions(body: JsonObject): void {
  if (!('functions' in body) && !('function_call' in body)) return;
  throw invalidField(
    'functions' in body ? 'functions' : 'function_call',
    "The legacy 'functions' / 'function_call' fields are not supported: send 'tools' and 'tool_choice' instead.",
  );
}
