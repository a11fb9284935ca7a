import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';

/** Tokens that end a message and belong to it; with no message open, one is envelope. */
export const HARMONY_TERMINATORS = ['<|end|>', '<|return|>', '<|call|>'];
/** Tokens that open a message header. */
export const HARMONY_OPENERS = ['<|start|>', '<|channel|>'];
/** A recipient written before the channel, right after the prompt's `<|start|>assistant`. */
export const HARMONY_RECIPIENT_FIRST = [' to=functions.', 'to=functions.'];
/** Ends a header; the body follows. */
export const HARMONY_MESSAGE = '<|message|>';

/**
 * A gpt-oss Harmony message to a tool: its header (`<|channel|>commentary to=functions.NAME
 * <|constrain|>json`) is the head, `<|message|>` the separator, the JSON body the arguments and
 * an end token its end. The header is read by `HarmonyMessageSegment`, which also routes the
 * messages that are not calls.
 */
export const harmonyEnvelope: EnvelopeCalls = {
  format: 'Harmony',
  sectionBegin: [],
  sectionEnd: HARMONY_TERMINATORS,
  callBegin: [...HARMONY_OPENERS, ...HARMONY_RECIPIENT_FIRST],
  argumentsBegin: [HARMONY_MESSAGE],
  callEnd: HARMONY_TERMINATORS,
  maxHead: 256,
  headExample: '<|channel|>commentary to=functions.NAME',
  readHead: (name, tools) => ({ name, tool: tools.lookup(name) }),
};
