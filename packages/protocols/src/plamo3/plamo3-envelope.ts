import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';

/** PLaMo 3's tags are `<|plamo:begin_NAME:plamo|>` and `<|plamo:end_NAME:plamo|>`. */
const begin = (name: string) => `<|plamo:begin_${name}:plamo|>`;
const end = (name: string) => `<|plamo:end_${name}:plamo|>`;

export const PLAMO3_SECTION_BEGIN = begin('tool_requests');
export const PLAMO3_SECTION_END = end('tool_requests');
/** Opens one call: its request tag and the tag before its name, written together. */
export const PLAMO3_CALL_BEGIN = `${begin('tool_request')}${begin('tool_name')}`;
/** Between the name and the JSON: the name's end, the arguments' begin and the JSON constraint. */
export const PLAMO3_ARGUMENTS_BEGIN = `${end('tool_name')}${begin('tool_arguments')}<|plamo:constrain|>json<|plamo:msg|>`;
/** Closes one call: the arguments' end and the request's. */
export const PLAMO3_CALL_END = `${end('tool_arguments')}${end('tool_request')}`;
/** PLaMo 3's thinking block. */
export const PLAMO3_THINK = { open: begin('think'), close: end('think') };

/**
 * PLaMo 3's envelope (vLLM's `plamo3` parser): `<|plamo:begin_tool_requests:plamo|>`, then per
 * call `<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>NAME
 * <|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json
 * <|plamo:msg|>{json}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>`, then
 * `<|plamo:end_tool_requests:plamo|>`. The head is the tool's name.
 */
export const plamo3Envelope: EnvelopeCalls = {
  format: 'PLaMo 3',
  sectionBegin: [PLAMO3_SECTION_BEGIN],
  sectionEnd: [PLAMO3_SECTION_END],
  callBegin: [PLAMO3_CALL_BEGIN],
  argumentsBegin: [PLAMO3_ARGUMENTS_BEGIN],
  callEnd: [PLAMO3_CALL_END],
  maxHead: 256,
  headExample: 'NAME',
  readHead: (head, tools) => {
    const name = head.trim();
    const tool = tools.lookup(name);
    return { name: tool?.name ?? name, tool };
  },
};
