import { type JsonTagsModelName, jsonTagsModels } from './json-tags-models';

/** How each family puts several calls into one answer. */
const SEVERAL: Record<JsonTagsModelName, string> = {
  cohere: 'Put every call of this turn in the same list.',
  'command-r-plus': 'Put every call of this turn in the same list.',
  granite: 'Put every call of this turn in the same list.',
  functools: 'Put every call of this turn in the same list.',
  'tool-calls-json': 'Put every call of this turn in the same list.',
  apriel: 'Put every call of this turn in the same list.',
  'minimax-m1': 'Put every call of this turn in the same block, one object per line.',
  internlm: 'Write one action per call.',
  gigachat: 'Write one call per answer and wait for its result.',
  longcat: 'Write one block per call.',
  'qwen25-coder': 'Write one block per call.',
  ernie: 'Write one block per call.',
};

/**
 * A system prompt for one family: the tools, and the call syntax shown by the family's own
 * writer (so the example is exactly what the parser reads back).
 */
function promptFor(model: JsonTagsModelName): (tools: string) => string {
  const example = jsonTagsModels[model].formatToolCall({
    toolName: '<tool name>',
    input: { '<argument name>': '<value>' },
  });
  return (tools) => `You can call tools. They are listed as JSON Schema signatures:
${tools}
To call a tool, write its name and its arguments as JSON, exactly in this form:
${example}
Rules:
- ${SEVERAL[model]} Write nothing after the calls.
- Call only the tools listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- Each result comes back in the next message; then answer or call again.
- When no tool is needed, answer directly, without that markup.`;
}

/** Command R7B / Command A's call syntax; `tools` is what `formatTools` renders. */
export const cohereSystemPrompt = promptFor('cohere');
/** Command R+'s `Action:` syntax. */
export const commandRPlusSystemPrompt = promptFor('command-r-plus');
/** Granite 3.x's `<|tool_call|>` syntax. */
export const graniteSystemPrompt = promptFor('granite');
/** Phi-4-mini's and Firefunction v2's `functools[…]` syntax. */
export const functoolsSystemPrompt = promptFor('functools');
/** Hunyuan-A13B's and Jamba's `<tool_calls>[…]</tool_calls>` syntax. */
export const toolCallsJsonSystemPrompt = promptFor('tool-calls-json');
/** Apriel's `<tool_calls>[…]</tool_calls>` syntax. */
export const aprielSystemPrompt = promptFor('apriel');
/** MiniMax-M1's `<tool_calls>` syntax, one object per line. */
export const minimaxM1SystemPrompt = promptFor('minimax-m1');
/** InternLM's `<|action_start|><|plugin|>` syntax. */
export const internlmSystemPrompt = promptFor('internlm');
/** GigaChat 3.1's `<|function_call|>` syntax. */
export const gigachatSystemPrompt = promptFor('gigachat');
/** LongCat's `<longcat_tool_call>` syntax. */
export const longcatSystemPrompt = promptFor('longcat');
/** Qwen2.5-Coder's `<tool_call>` syntax. */
export const qwen25CoderSystemPrompt = promptFor('qwen25-coder');
/** ERNIE 4.5's `<tool_call>` syntax. */
export const ernieSystemPrompt = promptFor('ernie');
