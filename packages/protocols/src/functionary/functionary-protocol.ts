import { defineProtocol } from '../define-protocol';
import { MarkerMatcher } from '../engine/marker-matcher';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { HistoryToolCall, ToolCallProtocol } from '../types';
import { PromptedRecipientSegment } from './prompted-recipient-segment';
import { RecipientCallSegment, type RecipientSyntax } from './recipient-call-segment';

/** v3.1 (Llama 3.1 based): `<function=NAME>{…}</function>`. */
const FUNCTION_TAG = '<function=';
const FUNCTION_END = '</function>';
/** v3.2: `>>>RECIPIENT\n…`, the recipient a tool or `all` (the user). */
const RECIPIENT = '>>>';
/** The rest of v3.2's text recipient line when the prompt ended with its `>>>`. */
const PROMPTED_TEXT = 'all\n';

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
 * (`get_weather\n{`), or a text answer there, whose `all\n` line is dropped (only at the start of
 * the output: elsewhere a line may end in the word). The arguments stream as JSON typed by the
 * tool's schema.
 */
export function functionaryProtocol(version: FunctionaryVersion = 'v3.2'): ToolCallProtocol {
  return defineProtocol({
    name: 'functionary',
    createFormat: (tools) => {
      const named = new Map(tools.names.map((name) => [`${name}\n{`, name]));
      const delimiters = new MarkerMatcher([FUNCTION_END, FUNCTION_TAG, RECIPIENT]);
      return {
        // v3.1's prompt ends without `>>>`: its answers start with their own words.
        markers: [
          FUNCTION_TAG,
          RECIPIENT,
          ...(version === 'v3.2' ? [PROMPTED_TEXT] : []),
          ...named.keys(),
        ],
        createSegment: (context) => {
          if (context.marker === PROMPTED_TEXT) return new PromptedRecipientSegment(context);
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
