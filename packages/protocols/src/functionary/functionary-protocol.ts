import { defineProtocol } from '../define-protocol';
import { MarkerMatcher } from '../engine/marker-matcher';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { HistoryToolCall, ToolCallProtocol } from '../types';
import { RecipientCallSegment, type RecipientSyntax } from './recipient-call-segment';

/** v3.1 (Llama 3.1 based): `<function=NAME>{…}</function>`. */
const FUNCTION_TAG = '<function=';
const FUNCTION_END = '</function>';
/** v3.2: `>>>RECIPIENT\n…`, the recipient a tool or `all` (the user). */
const RECIPIENT = '>>>';

const syntaxes: Record<string, RecipientSyntax> = {
  [FUNCTION_TAG]: { nameEnd: '>', closer: FUNCTION_END },
  [RECIPIENT]: { nameEnd: '\n', textRecipient: 'all' },
};

/** Which Functionary generation is written into the history; both are read. */
export type FunctionaryVersion = 'v3.1' | 'v3.2';

const writers: Record<FunctionaryVersion, (call: HistoryToolCall) => string> = {
  'v3.1': (call) =>
    `${FUNCTION_TAG}${call.toolName}>${JSON.stringify(toolCallInput(call.input))}${FUNCTION_END}`,
  'v3.2': (call) => `${RECIPIENT}${call.toolName}\n${JSON.stringify(toolCallInput(call.input))}`,
};

/**
 * MeetKai Functionary: v3.1's `<function=get_weather>{"city": "Paris"}</function>` and v3.2's
 * `>>>get_weather\n{"city": "Paris"}` (several in a row), its `>>>all\n` text messages, and a
 * v3.2 call at the very start of the answer, whose `>>>` the chat template put in the prompt
 * (`get_weather\n{`). The arguments stream as JSON typed by the tool's schema. A v3.2 text
 * answer that starts right after that prompt keeps its `all\n` line: only a `>>>` marks it.
 */
export function functionaryProtocol(version: FunctionaryVersion = 'v3.2'): ToolCallProtocol {
  return defineProtocol({
    name: 'functionary',
    createFormat: (tools) => {
      const named = new Map(tools.names.map((name) => [`${name}\n{`, name]));
      const delimiters = new MarkerMatcher([FUNCTION_END, FUNCTION_TAG, RECIPIENT]);
      return {
        markers: [FUNCTION_TAG, RECIPIENT, ...named.keys()],
        createSegment: (context) => {
          const syntax = syntaxes[context.marker];
          return syntax === undefined
            ? new RecipientCallSegment(
                context,
                syntaxes[RECIPIENT] as RecipientSyntax,
                delimiters,
                named.get(context.marker),
              )
            : new RecipientCallSegment(context, syntax, delimiters);
        },
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: writers[version],
    formatToolResponse: (result) =>
      jsonDumps({ name: result.toolName, result: toolResultValue(result.output) ?? null }),
  });
}
