import type { ReplayAnswer, ReplayToolCall } from './chat-types';

/** A native call as OpenAI writes it in `message.tool_calls`. */
export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/**
 * The answer's native calls in OpenAI's shape, with ids (`call_replay_<request>_<index>` unless
 * the script gave one) and the arguments as text.
 *
 * @param calls - The scripted calls.
 * @param request - The index of the request, for default ids.
 */
export function nativeToolCalls(
  calls: readonly ReplayToolCall[] | undefined,
  request: number,
): WireToolCall[] {
  return (calls ?? []).map((call, index) => ({
    id: call.id ?? `call_replay_${request}_${index}`,
    type: 'function',
    function: {
      name: call.name,
      arguments:
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}

/** The finish reason of an answer: as scripted, else `tool_calls` with native calls, else `stop`. */
export function finishReasonOf(answer: ReplayAnswer): string {
  return answer.finishReason ?? ((answer.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop');
}
