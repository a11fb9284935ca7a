import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';

/** Opens the section of calls (after the turn's `<|begin|>assistant`). */
export const SOLAR_SECTION_BEGIN = '<|tool_calls|>';
/** Closes the section of calls: Solar Open's end of a call turn. */
export const SOLAR_SECTION_END = '<|calls|>';
/** Opens one call; the call's id, `<|tool_call:name|>` and its name follow. */
export const SOLAR_CALL_BEGIN = '<|tool_call:begin|>';
/** Between a call's id and its name. */
export const SOLAR_NAME_BEGIN = '<|tool_call:name|>';
/** Between a call's name and its JSON arguments. */
export const SOLAR_ARGUMENTS_BEGIN = '<|tool_call:args|>';
/**
 * The id written for a call that has none (a history call without one, and the grammar's fixed
 * id): ten digits, the template's ten lowercase letters and digits. The parser keeps it for the
 * first call of a response and replaces a repeat, so ids stay unique.
 */
export const SOLAR_DEFAULT_CALL_ID = '0000000000';
/** Closes one call. */
export const SOLAR_CALL_END = '<|tool_call:end|>';

/**
 * Solar Open (100B)'s envelope: `<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME
 * <|tool_call:args|>{json}<|tool_call:end|>…<|calls|>`. The head is `ID<|tool_call:name|>NAME`;
 * the id (ten lowercase letters and digits, as the template asks) is kept as the tool-call id, so
 * that a result written back names the call it answers. A head without the name token is read as
 * a bare name.
 */
export const solarOpenEnvelope: EnvelopeCalls = {
  format: 'Solar Open',
  sectionBegin: [SOLAR_SECTION_BEGIN],
  sectionEnd: [SOLAR_SECTION_END],
  callBegin: [SOLAR_CALL_BEGIN],
  argumentsBegin: [SOLAR_ARGUMENTS_BEGIN],
  callEnd: [SOLAR_CALL_END],
  maxHead: 256,
  headExample: `a1b2c3d4e5${SOLAR_NAME_BEGIN}NAME`,
  readHead: (head, tools) => {
    const split = head.indexOf(SOLAR_NAME_BEGIN);
    const name = (split === -1 ? head : head.slice(split + SOLAR_NAME_BEGIN.length)).trim();
    const id = split === -1 ? undefined : head.slice(0, split).trim();
    const tool = tools.lookup(name);
    return { name: tool?.name ?? name, tool, ...(id === undefined || id === '' ? {} : { id }) };
  },
};
