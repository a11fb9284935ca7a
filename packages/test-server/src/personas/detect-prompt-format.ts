import type { ChatCompletionRequest } from '../chat-types';
import { messageText } from '../message-text';
import type { NativeFormat } from './native-formats';
import { PROMPT_MARKERS_2026 } from './native-formats-2026';

/**
 * What each preset's tool prompt shows, tried in this order: the first marker found in the
 * instructions names the format they ask for. Formats whose prompts share a marker come after
 * the ones with a more specific marker (`<tool_call>` opens GLM, Qwen3-Coder and Hermes calls).
 * The last three are recognized by the wording of their prompts, as a model reading them would.
 */
const PROMPT_MARKERS: ReadonlyArray<readonly [NativeFormat, string]> = [
  // Their markers name one family each; Functionary v3.1's must come before Qwen3-Coder's.
  ...PROMPT_MARKERS_2026,
  ['nemotron', '<TOOLCALL>'],
  ['gemma4', '<|tool_call>call:'],
  ['function-gemma', '<start_function_call>'],
  ['seed-oss', '<seed:tool_call>'],
  ['minimax-m3', ']<]minimax[>[<tool_call>'],
  ['step3', '<steptml:invoke'],
  ['hy3', '<tool_sep>'],
  ['minicpm5', '<function name="'],
  ['solar-open2', '<|tool_call:start|>'],
  ['kimi-k3', '<|open|>tools<|sep|>'],
  ['deepseek-dsml', '<｜DSML｜'],
  ['deepseek', '<｜tool▁sep｜>'],
  ['kimi-k2', '<|tool_calls_section_begin|>'],
  ['harmony', 'to=functions.'],
  ['minimax', '<minimax:tool_call>'],
  ['mistral', '[TOOL_CALLS]'],
  ['glm', '<arg_key>'],
  ['qwen3-coder', '<function='],
  ['gemma', '```tool_call'],
  ['hermes', '<tool_call>'],
  ['llama3-json', '"parameters": <'],
  ['pythonic', '[function_name('],
  ['yaml-xml', 'as YAML'],
  ['xml', '<argument_name>'],
];

/**
 * The tool-call format a request's instructions ask for: read from the system messages and the
 * first user message (where presets for models without a system role put them).
 *
 * @param request - A chat-completion request.
 * @returns The format, or `undefined` when the request carries no tool instructions.
 */
export function detectPromptFormat(request: ChatCompletionRequest): NativeFormat | undefined {
  const firstUser = request.messages.find((message) => message.role === 'user');
  const instructions = request.messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .concat(firstUser === undefined ? [] : [firstUser])
    .map((message) => messageText(message))
    .join('\n');
  return PROMPT_MARKERS.find(([, marker]) => instructions.includes(marker))?.[0];
}
