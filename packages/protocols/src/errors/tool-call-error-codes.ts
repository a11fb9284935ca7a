import type { ToolCallParseErrorCode } from './tool-call-parse-error';

/**
 * Where the text of a segment that did not become a good call goes:
 * - `'text'`: it stays in the answer as text (dropped only under `emitFailedCallText: false`);
 * - `'sent-back'`: it comes out as a failed `tool-call` the AI SDK rejects, carrying the text in
 *   `providerMetadata.toolCallMiddleware.malformed.segment`; the next request shows the model its
 *   call as written and a tool error saying what was wrong;
 * - `'runs'`: the call runs (a warning: see the code's meaning).
 */
export type FailedSegmentFate = 'text' | 'sent-back' | 'runs';

/** One `onError` code as a host consumes it. */
export interface ToolCallErrorCodeInfo {
  readonly code: ToolCallParseErrorCode;
  /** What went wrong. */
  readonly meaning: string;
  /** What the model reads about it in the next request, with `malformedCalls: 'feedback'`. */
  readonly modelIsTold: string;
  /** Where the segment's text goes, per `malformedCalls` mode. */
  readonly fate: { readonly feedback: FailedSegmentFate; readonly text: FailedSegmentFate };
  /**
   * Whether the model's text survives (as text, or carried by the failed call): always, for every
   * code — nothing is silently dropped. Listed so a host can rely on it per code.
   */
  readonly textKept: true;
}

const SENT_BACK =
  'its call exactly as it wrote it, then a tool error: "The call was not run." with this message, asking it to write the call again';
const NOTHING = 'nothing (there is no call to answer)';

/**
 * The taxonomy, keyed by code: a `Record` over {@link ToolCallParseErrorCode}, the one place codes
 * are declared, so a code added there without its entry here fails the type-check.
 */
const TAXONOMY: { readonly [C in ToolCallParseErrorCode]: Omit<ToolCallErrorCodeInfo, 'code'> } = {
  INVALID_JSON: {
    meaning: 'the JSON of a call could not be parsed',
    modelIsTold: SENT_BACK,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  INVALID_XML: {
    meaning: 'the XML of a call could not be parsed',
    modelIsTold: SENT_BACK,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  INVALID_ARGUMENTS: {
    meaning: 'the arguments are present but not an object (or not valid for the format)',
    modelIsTold: SENT_BACK,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  SCHEMA_MISMATCH: {
    meaning: 'an argument does not fit its schema and coercion cannot make it fit',
    modelIsTold: `${SENT_BACK}, with the AI SDK's schema validation message`,
    fate: { feedback: 'sent-back', text: 'runs' },
    textKept: true,
  },
  UNKNOWN_ARGUMENT: {
    meaning:
      "an argument the tool's schema does not declare, under unknownArguments 'botched' (under 'drop' a warning: the call runs without it)",
    modelIsTold: `${SENT_BACK}, naming the argument`,
    fate: { feedback: 'sent-back', text: 'runs' },
    textKept: true,
  },
  MISSING_TOOL_NAME: {
    meaning: 'no tool name could be read',
    modelIsTold: NOTHING,
    fate: { feedback: 'text', text: 'text' },
    textKept: true,
  },
  UNKNOWN_TOOL: {
    meaning: 'the model named a tool that was not declared; it is not executed',
    modelIsTold: `${SENT_BACK}, with the list of declared tools`,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  DUPLICATE_STRING_TAG: {
    meaning: 'a string argument was written twice, so its value is unclear',
    modelIsTold: SENT_BACK,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  UNTERMINATED_TOOL_CALL: {
    meaning: 'the output ended inside a call that could not be completed',
    modelIsTold: `${SENT_BACK} (when its tool name was read; otherwise nothing)`,
    fate: { feedback: 'sent-back', text: 'text' },
    textKept: true,
  },
  EMPTY_TOOL_CALL: {
    meaning: 'the call markers enclosed nothing',
    modelIsTold: NOTHING,
    fate: { feedback: 'text', text: 'text' },
    textKept: true,
  },
  TOOL_CALL_TOO_LARGE: {
    meaning: 'the call grew past maxToolCallSize and was released as text',
    modelIsTold: 'nothing (the text is released to keep memory bounded)',
    fate: { feedback: 'text', text: 'text' },
    textKept: true,
  },
  INVALID_TOOL_CHOICE_ANSWER: {
    meaning: 'a forced tool choice was answered with something that is not an allowed call',
    modelIsTold: 'nothing by the middleware (AI SDK 7 raises ToolChoiceViolationError)',
    fate: { feedback: 'text', text: 'text' },
    textKept: true,
  },
};

/**
 * Every `onError` code, in a stable order, with what it means, what the model is told and where
 * the text goes: the drop / recovery taxonomy agent hosts consume. A code's entry never changes
 * meaning in a minor release; new codes are added at the end.
 */
export const TOOL_CALL_ERROR_CODES: readonly ToolCallErrorCodeInfo[] = Object.freeze(
  (Object.keys(TAXONOMY) as ToolCallParseErrorCode[]).map((code) =>
    Object.freeze({ code, ...TAXONOMY[code] }),
  ),
);

/** The entry of one code. */
export function toolCallErrorCodeInfo(code: ToolCallParseErrorCode): ToolCallErrorCodeInfo {
  return { code, ...TAXONOMY[code] };
}
