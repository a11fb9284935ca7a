import type { LanguageModelV4FunctionTool } from '@ai-sdk/provider';
import type { MalformedCall, ToolCallProtocol } from '@tool/parser';
import type { ChatToolCall } from '../request/chat-request';

/** Says what was wrong with a call of the history whose `arguments` is not JSON. */
export type BotchedCallReader = (call: ChatToolCall) => MalformedCall;

/**
 * What the model is told about a call it botched, when the client sends the call back: the
 * record the middleware would have given it, made again from the call's text.
 *
 * The proxy keeps no state, but it needs none: the `arguments` of a botched call it returned are
 * the call's text exactly as the model wrote it, and reading that text again with the preset's
 * protocol reports the same mistake in the same words (`The tool call is not valid JSON: Expected
 * a value but found "B" at line 1, column 47.`, `… writes the string parameter <city> twice …`).
 * Arguments that do not read as a botched call of the format — text a client wrote, or a call of
 * another model's history — get the one thing known about them: they are not valid JSON.
 */
export function botchedCallReader(
  protocol: ToolCallProtocol | undefined,
  tools: readonly LanguageModelV4FunctionTool[],
): BotchedCallReader {
  return (call) => {
    const segment = call.arguments;
    const reported = protocol === undefined ? undefined : firstReport(protocol, tools, segment);
    return (
      reported ?? {
        code: 'INVALID_JSON',
        message: `The arguments of this ${call.name} call are not valid JSON.`,
        segment,
      }
    );
  };
}

/** The first `onError` report of the protocol on `text` when it covers all of it, if any. */
function firstReport(
  protocol: ToolCallProtocol,
  tools: readonly LanguageModelV4FunctionTool[],
  text: string,
): MalformedCall | undefined {
  let report: MalformedCall | undefined;
  protocol.parseGeneratedText({
    text,
    tools,
    options: {
      malformedCalls: 'text',
      onError: (message, metadata) => {
        // Only a report about the call as a whole: one about a piece of it would describe
        // something else than what the model is shown.
        if (report === undefined && metadata.segment?.trim() === text.trim()) {
          report = { code: metadata.code, message, segment: text };
        }
      },
    },
  });
  return report;
}
