import type { ReplayScript } from '../chat-types';
import { formatLiteral } from '../format-literal';
import { messageText } from '../message-text';
import { responseFormatToolNames } from '../response-format-tools';

/** Options of {@link toolChoiceScript}. */
export interface ToolChoiceScriptOptions {
  /** The arguments to answer with, by tool name. */
  arguments: Readonly<Record<string, Record<string, unknown>>>;
  /** The answer to a request without `response_format` (a later step, or tool choice `auto`). */
  text?: string;
}

/**
 * Plays a model constrained by `response_format`, which is how the middleware enforces tool
 * choice `required` and `{ type: 'tool' }`: it answers with the JSON object
 * `{"name": …, "arguments": …}`, pretty-printed the way constrained decoding often emits it.
 * The tool is the first one the `json_schema` allows that has arguments in `options`; with
 * `json_object` (no schema) it is the first of `options.arguments` named in the conversation.
 * A request without `response_format` gets `options.text`.
 *
 * @param options - Arguments by tool name, and the text for unconstrained requests.
 * @returns A script for `startReplayServer`.
 */
export function toolChoiceScript(options: ToolChoiceScriptOptions): ReplayScript {
  const { arguments: argumentsByTool, text = 'Done.' } = options;
  const known = Object.keys(argumentsByTool);
  return (request) => {
    if (request.response_format === undefined || request.response_format.type === 'text') {
      return text;
    }
    const allowed = responseFormatToolNames(request);
    let name: string | undefined;
    if (allowed.length > 0) {
      name = allowed.find((candidate) => known.includes(candidate));
    } else {
      const conversation = request.messages.map(messageText).join('\n');
      name = known.find((candidate) => conversation.includes(candidate));
    }
    if (name === undefined) {
      throw new Error(
        `toolChoiceScript: no arguments for any allowed tool (allowed: ${allowed.join(', ') || 'unknown'}).`,
      );
    }
    return formatLiteral(
      { name, arguments: argumentsByTool[name] },
      { dialect: 'json', layout: 'pretty' },
    );
  };
}
