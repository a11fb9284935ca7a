import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';
import { parseKimiToolCallId } from './kimi-tool-call-id';

/** Opens a section of calls (both spellings Kimi models write). */
export const KIMI_SECTION_BEGIN = ['<|tool_calls_section_begin|>', '<|tool_call_section_begin|>'];
/** Closes a section of calls. */
export const KIMI_SECTION_END = ['<|tool_calls_section_end|>', '<|tool_call_section_end|>'];
/** Opens one call; its id `functions.NAME:IDX` follows. */
export const KIMI_CALL_BEGIN = '<|tool_call_begin|>';
/** Separates a call's id from its JSON arguments. */
export const KIMI_ARGUMENT_BEGIN = '<|tool_call_argument_begin|>';
/** Closes one call. */
export const KIMI_CALL_END = '<|tool_call_end|>';

/**
 * Kimi K2's envelope: `<|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX
 * <|tool_call_argument_begin|>{json}<|tool_call_end|>…<|tool_calls_section_end|>`. The head is
 * the call id, kept as the tool-call id. Kimi K2 Thinking writes a few words between the
 * section's begin and its first call now and then; they stay text.
 */
export const kimiEnvelope: EnvelopeCalls = {
  format: 'Kimi',
  sectionBegin: KIMI_SECTION_BEGIN,
  sectionEnd: KIMI_SECTION_END,
  callBegin: [KIMI_CALL_BEGIN],
  argumentsBegin: [KIMI_ARGUMENT_BEGIN],
  callEnd: [KIMI_CALL_END],
  maxHead: 512,
  headExample: 'functions.NAME:0',
  readHead: parseKimiToolCallId,
  maxNoise: 256,
};
