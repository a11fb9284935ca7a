import type { LanguageModelV4Usage } from '@ai-sdk/provider';
import type { Answer } from '../convert/read-answer';
import type { OpenAIFinishReason } from '../convert/to-finish-reason';
import type { JsonObject } from '../request/field-checks';
import { customCallInput } from './custom-tools';
import type { ResponseEcho } from './parse-responses-request';

/** What every output item and event of one response shares. */
export interface ResponseContext {
  id: string;
  createdAt: number;
  model: string;
  echo: ResponseEcho;
  /** Names of the `custom` tools, whose calls are `custom_tool_call` items. */
  customTools: ReadonlySet<string>;
}

/** A response's `status`. */
export type ResponseStatus = 'in_progress' | 'completed' | 'incomplete' | 'failed';

/** An id in OpenAI's style: a prefix (`resp`, `msg`, `rs`, `fc`) and 32 hex digits. */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`;
}

export function newResponseContext(
  model: string,
  echo: ResponseEcho,
  customTools: ReadonlySet<string> = new Set(),
): ResponseContext {
  return { id: newId('resp'), createdAt: Math.floor(Date.now() / 1000), model, echo, customTools };
}

/** The Responses API's `usage`, with 0 for counts the upstream did not report. */
export function responseUsage(usage: LanguageModelV4Usage | undefined): JsonObject {
  const input = usage?.inputTokens.total ?? 0;
  const output = usage?.outputTokens.total ?? 0;
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: usage?.inputTokens.cacheRead ?? 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: usage?.outputTokens.reasoning ?? 0 },
    total_tokens: input + output,
  };
}

/** The status of a finished response: cut answers are `incomplete`, with the reason. */
export function finishedStatus(reason: OpenAIFinishReason): {
  status: ResponseStatus;
  incompleteDetails: JsonObject | null;
} {
  if (reason === 'length') {
    return { status: 'incomplete', incompleteDetails: { reason: 'max_output_tokens' } };
  }
  if (reason === 'content_filter') {
    return { status: 'incomplete', incompleteDetails: { reason: 'content_filter' } };
  }
  return { status: 'completed', incompleteDetails: null };
}

/** What a response body has besides its context. */
export interface ResponseState {
  status: ResponseStatus;
  output: JsonObject[];
  usage: JsonObject | null;
  incompleteDetails?: JsonObject | null;
  error?: JsonObject | null;
}

/** A `response` object, as the whole answer and the stream's lifecycle events carry it. */
export function responseBody(context: ResponseContext, state: ResponseState): JsonObject {
  const { echo } = context;
  return {
    id: context.id,
    object: 'response',
    created_at: context.createdAt,
    status: state.status,
    background: false,
    error: state.error ?? null,
    incomplete_details: state.incompleteDetails ?? null,
    instructions: echo.instructions,
    max_output_tokens: echo.maxOutputTokens,
    metadata: echo.metadata,
    model: context.model,
    output: state.output,
    parallel_tool_calls: echo.parallelToolCalls,
    previous_response_id: null,
    reasoning: { effort: echo.reasoningEffort, summary: null },
    // The proxy keeps no responses, whatever the request asked.
    store: false,
    temperature: echo.temperature,
    text: { format: echo.format },
    tool_choice: echo.toolChoice,
    tools: echo.tools,
    top_p: echo.topP,
    truncation: 'disabled',
    usage: state.usage,
    user: echo.user,
  };
}

export function reasoningItem(id: string, text: string | undefined): JsonObject {
  return {
    id,
    type: 'reasoning',
    summary: [],
    content: text === undefined ? [] : [{ type: 'reasoning_text', text }],
    encrypted_content: null,
  };
}

export function outputText(text: string): JsonObject {
  return { type: 'output_text', text, annotations: [], logprobs: [] };
}

export function messageItem(id: string, text: string | undefined, status: string): JsonObject {
  return {
    id,
    type: 'message',
    role: 'assistant',
    status,
    content: text === undefined ? [] : [outputText(text)],
  };
}

export function functionCallItem(
  id: string,
  call: { id: string; name: string },
  args: string,
  status: string,
): JsonObject {
  return { id, type: 'function_call', call_id: call.id, name: call.name, arguments: args, status };
}

/** A call of a custom tool: its `input` is the text the tool takes. */
export function customCallItem(
  id: string,
  call: { id: string; name: string },
  input: string,
): JsonObject {
  return { id, type: 'custom_tool_call', call_id: call.id, name: call.name, input };
}

/**
 * A whole answer as a `response`: a `reasoning` item (its text as `reasoning_text` content), a
 * `message` item with the text, and a `function_call` item per call (a `custom_tool_call` for a
 * custom tool), whose `call_id` the client answers with a `function_call_output` item.
 */
export function responseOf(answer: Answer, context: ResponseContext): JsonObject {
  const output: JsonObject[] = [];
  if (answer.reasoning.length > 0) output.push(reasoningItem(newId('rs'), answer.reasoning));
  if (answer.text.length > 0) output.push(messageItem(newId('msg'), answer.text, 'completed'));
  for (const call of answer.calls) {
    output.push(
      context.customTools.has(call.name)
        ? customCallItem(newId('ctc'), call, customCallInput(call.input))
        : functionCallItem(newId('fc'), call, call.input, 'completed'),
    );
  }
  const { status, incompleteDetails } = finishedStatus(answer.reason);
  return responseBody(context, {
    status,
    output,
    usage: responseUsage(answer.usage),
    incompleteDetails,
  });
}
