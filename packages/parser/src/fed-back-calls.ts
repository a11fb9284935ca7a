import { type MalformedCall, readMalformedCall, type ToolCallProtocol } from '@tool/protocols';
import {
  type AnyPart,
  isToolCallPart,
  isToolResultPart,
  type PromptMessage,
  type ToolCallPromptPart,
  type ToolResultPromptPart,
} from './core-types';

/**
 * The calls of a conversation's history that the middleware sent back to the model
 * (`malformedCalls: 'feedback'`) and that did not run: the AI SDK hands each back as a `tool-call`
 * part whose `providerOptions` carry the {@link MalformedCall} (its input is `{}` or what parsed),
 * followed by a `tool-result` with the SDK's error. A call that a repair function fixed ran, and
 * has a result that is not an error: it is an ordinary call again.
 */
export class FedBackCalls {
  private constructor(private readonly byId: ReadonlyMap<string, MalformedCall>) {}

  /** Finds the fed-back calls of `prompt` that ended in an error (or have no result yet). */
  static scan(prompt: ReadonlyArray<PromptMessage>): FedBackCalls {
    const records = new Map<string, MalformedCall>();
    const ran = new Set<string>();
    for (const message of prompt) {
      if (message.role === 'system') continue;
      for (const part of message.content) {
        if (isToolCallPart(part)) {
          const record = readMalformedCall(part.providerOptions);
          if (record !== undefined) records.set(part.toolCallId, record);
        } else if (isToolResultPart(part) && !isErrorOutput(part.output)) {
          ran.add(part.toolCallId);
        }
      }
    }
    for (const id of ran) records.delete(id);
    return new FedBackCalls(records);
  }

  get size(): number {
    return this.byId.size;
  }

  /** The record of a history tool-call part that went back to the model, or undefined. */
  call(part: AnyPart & ToolCallPromptPart): MalformedCall | undefined {
    return this.byId.get(part.toolCallId);
  }

  /**
   * The result of a fed-back call as text in the protocol's format, as the model should read it:
   * an error that says what was wrong and asks for the call again. Undefined for the result of
   * any other call.
   */
  formatResult(part: ToolResultPromptPart, protocol: ToolCallProtocol): string | undefined {
    const record = this.byId.get(part.toolCallId);
    if (record === undefined) return undefined;
    return protocol.formatToolResponse({
      toolCallId: part.toolCallId,
      toolName: part.toolName,
      output: { type: 'error-text', value: feedbackText(record, part.output) },
    });
  }
}

/**
 * What the model reads about a call it botched. The call itself is written back exactly as the
 * model wrote it, so here: what was wrong (the message `onError` got), what the AI SDK said when
 * that adds something, and what to do.
 *
 * The SDK's own text is left out when it only quotes the call's text back (a JSON parse error of
 * the raw text the call carried), which would point the model at the markup around its arguments
 * instead of the actual mistake.
 */
export function feedbackText(record: MalformedCall, output: unknown): string {
  const said = errorText(output);
  const parts = [`The call was not run. ${record.message}`];
  if (said !== undefined && said.length > 0 && !said.includes(record.segment)) {
    parts.push(said);
  }
  parts.push('Write the call again, correctly, to retry it.');
  return parts.join('\n');
}

function isErrorOutput(output: unknown): boolean {
  const type = typeof output === 'object' && output !== null ? (output as AnyPart).type : undefined;
  return type === 'error-text' || type === 'error-json';
}

function errorText(output: unknown): string | undefined {
  if (typeof output !== 'object' || output === null) return undefined;
  const { type, value } = output as { type?: unknown; value?: unknown };
  if (type === 'error-text' && typeof value === 'string') return value;
  if (type === 'error-json') return JSON.stringify(value);
  return undefined;
}
