import {
  assistantTurns,
  messageText,
  type ReplayScript,
  toolChoiceScript,
} from '@tool/test-server';
import { detectPromptFormat, NATIVE_FORMATS } from '@tool/test-server/personas';

/** The arguments the docs' model calls each of the docs' example tools with. */
export const DOCS_CALLS: Readonly<Record<string, Record<string, unknown>>> = {
  get_weather: { city: 'Seoul' },
  get_time: { zone: 'UTC' },
};

/** What the docs' model answers once it has a tool result. */
export const DOCS_ANSWER = 'It is sunny in Seoul.';

/** What it answers when it has no tool to call. */
export const DOCS_NO_TOOL_ANSWER = 'I have no tool for that; it is probably sunny somewhere.';

/**
 * The model the docs' examples talk to when they run: like a model following its prompt, it
 * writes its first answer in the format the tool instructions ask for (the replay server's
 * hand-written writers) — a short sentence, then a call of the first example tool the request
 * offers, with {@link DOCS_CALLS} — and once a tool result came back it answers
 * {@link DOCS_ANSWER}. A forced tool choice (a JSON `response_format`) gets the JSON call.
 */
export function docsPersona(): ReplayScript {
  const forced = toolChoiceScript({ arguments: DOCS_CALLS, text: DOCS_NO_TOOL_ANSWER });
  return (request, context) => {
    if (request.response_format !== undefined && request.response_format.type !== 'text') {
      return forced(request, context);
    }
    const format = detectPromptFormat(request);
    if (format === undefined) return DOCS_NO_TOOL_ANSWER;
    const writer = NATIVE_FORMATS[format];
    if (assistantTurns(request) > 0) return writer.text(DOCS_ANSWER);
    const conversation = request.messages.map(messageText).join('\n');
    const name = Object.keys(DOCS_CALLS).find((tool) => conversation.includes(tool));
    if (name === undefined) return writer.text(DOCS_NO_TOOL_ANSWER);
    return `Let me check.\n${writer.calls([{ name, arguments: DOCS_CALLS[name] ?? {} }])}`;
  };
}
