import type {
  JSONObject,
  LanguageModelV4CallOptions,
  LanguageModelV4FunctionTool,
  LanguageModelV4ToolChoice,
} from '@ai-sdk/provider';
import {
  type ToolCallMiddlewareCallOptions,
  type ToolCallProtocol,
  toolCallMiddlewareOptions,
} from '@tool/parser';
import type { ChatRequest, ChatToolChoice } from '../request/chat-request';
import { JSON_SCHEMA_STRICT_UNSET, UPSTREAM_PROVIDER } from '../upstream/upstream';
import { botchedCallReader } from './botched-call-reader';
import { toPrompt } from './to-prompt';

/** What a call needs besides the request itself. */
export interface CallContext {
  /** Aborted when the client hangs up; aborts the upstream request. */
  abortSignal: AbortSignal;
  /** Extra upstream request headers (the client's key, when it is forwarded). */
  headers: Record<string, string> | undefined;
  /** Per-call middleware options (the proxy counts parse errors through `onError`). */
  middleware: ToolCallMiddlewareCallOptions;
  /** The preset's protocol, which reads the botched calls of the history again. */
  protocol?: ToolCallProtocol;
}

/**
 * The AI SDK call options for a chat request, for the wrapped model's `doGenerate` / `doStream`:
 * the prompt, sampling settings, function tools (their `parameters` as `inputSchema`), the tool
 * choice, `response_format` as `responseFormat`, and every field the proxy does not read itself
 * (`top_k`, `logit_bias`, `reasoning_effort`, …) in the upstream provider's options, which
 * `@ai-sdk/openai-compatible` copies into the upstream request body.
 */
export function toCallOptions(
  request: ChatRequest,
  context: CallContext,
): LanguageModelV4CallOptions {
  const upstream: JSONObject = { ...request.extra };
  if (request.user !== undefined) upstream.user = request.user;
  const format = request.responseFormat;
  if (format?.type === 'json_schema') {
    if (format.strict === undefined) upstream[JSON_SCHEMA_STRICT_UNSET] = true;
    else upstream.strictJsonSchema = format.strict;
  }
  const tools = request.tools.map(
    (tool): LanguageModelV4FunctionTool => ({
      type: 'function',
      name: tool.name,
      inputSchema: tool.parameters,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      ...(tool.strict === undefined ? {} : { strict: tool.strict }),
    }),
  );
  const options: LanguageModelV4CallOptions = {
    prompt: toPrompt(request.messages, botchedCallReader(context.protocol, tools)),
    ...request.settings,
    providerOptions: {
      [UPSTREAM_PROVIDER]: upstream,
      ...toolCallMiddlewareOptions(context.middleware),
    },
    abortSignal: context.abortSignal,
  };
  if (context.headers !== undefined) options.headers = context.headers;
  if (tools.length > 0) {
    options.tools = tools;
    options.toolChoice = toToolChoice(request.toolChoice);
  }
  if (format !== undefined && format.type !== 'text') {
    options.responseFormat =
      format.type === 'json_object'
        ? { type: 'json' }
        : {
            type: 'json',
            name: format.name,
            ...(format.schema === undefined ? {} : { schema: format.schema }),
            ...(format.description === undefined ? {} : { description: format.description }),
          };
  }
  return options;
}

function toToolChoice(choice: ChatToolChoice | undefined): LanguageModelV4ToolChoice {
  if (choice === undefined || choice === 'auto') return { type: 'auto' };
  if (choice === 'none') return { type: 'none' };
  if (choice === 'required') return { type: 'required' };
  return { type: 'tool', toolName: choice.name };
}
