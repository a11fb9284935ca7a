import { jsonDumps } from '../format/json-dumps';
import { LEAKED_ENVELOPE_KEYS } from '../format/leaked-envelope-keys';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { HistoryToolCall, HistoryToolResult } from '../types';
import type { JsonTagsModel } from './json-tags-model';

/** `{"name": …, "arguments": …}`, the call object most of these models write. */
const callObject = (call: HistoryToolCall) => ({
  name: call.toolName,
  arguments: toolCallInput(call.input),
});

/** A result as the tool turn of these templates holds it: the output, its tool named beside it. */
const namedResult = (result: HistoryToolResult) =>
  jsonDumps({ name: result.toolName, result: toolResultValue(result.output) ?? null });

/** Cohere numbers the calls of one action from "0"; a result names the call it answers. */
const cohereCallId = (id: string | undefined) => id ?? '0';

/**
 * The model families of the JSON-in-tags format, by preset name. Each entry is what the model's
 * chat template renders for a past call, and what the model writes itself.
 */
export const jsonTagsModels = {
  // Cohere Command R7B and Command A: a plan in <|START_THINKING|>, the calls in an action, the
  // answer in <|START_RESPONSE|>. The older Command R+ format is read as well.
  cohere: {
    envelopes: [
      {
        start: '<|START_ACTION|>',
        end: '<|END_ACTION|>',
        keys: { name: ['tool_name', 'name'], arguments: ['parameters', 'arguments'] },
      },
    ],
    silentMarkers: ['<|START_RESPONSE|>', '<|END_RESPONSE|>'],
    reasoningBlocks: [{ open: '<|START_THINKING|>', close: '<|END_THINKING|>' }],
    formatToolCall: (call) =>
      `<|START_ACTION|>${jsonDumps([{ tool_call_id: cohereCallId(call.toolCallId), tool_name: call.toolName, parameters: toolCallInput(call.input) }])}<|END_ACTION|>`,
    formatToolResponse: (result) =>
      `<|START_TOOL_RESULT|>${jsonDumps([{ tool_call_id: cohereCallId(result.toolCallId), results: { '0': toolResultValue(result.output) ?? null }, is_error: null }])}<|END_TOOL_RESULT|>`,
  },
  // Command R+ (2024): `Action:` and a JSON fence holding a list of actions.
  'command-r-plus': {
    envelopes: ['Action: ```json', 'Action:\n```json', 'Action:```json'].map((start) => ({
      start,
      end: '```',
      keys: { name: ['tool_name', 'name'], arguments: ['parameters', 'arguments'] },
    })),
    formatToolCall: (call) =>
      `Action: \`\`\`json\n${jsonDumps([{ tool_name: call.toolName, parameters: toolCallInput(call.input) }])}\n\`\`\``,
    formatToolResponse: (result) =>
      `<results>\n${jsonDumps({ tool_name: result.toolName, output: toolResultValue(result.output) ?? null })}\n</results>`,
  },
  // IBM Granite 3.x: `<|tool_call|>` (3.1 and later also `<tool_call>` as text) and a JSON
  // list, no closer; granite-20b-functioncalling: `<function_call> {…}`, one call per line.
  granite: {
    envelopes: [
      { start: '<|tool_call|>', end: '<|end_of_text|>' },
      // Hermes' tags, read with the envelope keys models leak into them (as json-mix does).
      { start: '<tool_call>', end: '</tool_call>', keys: LEAKED_ENVELOPE_KEYS },
      { start: '<function_call>', end: '<|endoftext|>' },
    ],
    formatToolCall: (call) => `<|tool_call|>${jsonDumps([callObject(call)])}`,
    formatToolResponse: namedResult,
  },
  // Phi-4-mini and Firefunction v2: `functools` and a JSON list, no closer.
  functools: {
    envelopes: [
      { start: 'functools[', end: '<|eot_id|>' },
      { start: 'functools [', end: '<|eot_id|>' },
    ],
    formatToolCall: (call) => `functools${jsonDumps([callObject(call)])}`,
    formatToolResponse: namedResult,
  },
  // Hunyuan-A13B and AI21 Jamba: a JSON list in <tool_calls>. Hunyuan wraps its answer in
  // <answer>…</answer> after its <think> block.
  'tool-calls-json': {
    envelopes: [{ start: '<tool_calls>', end: '</tool_calls>' }],
    silentMarkers: ['<answer>', '</answer>'],
    formatToolCall: (call) => `<tool_calls>${jsonDumps([callObject(call)])}</tool_calls>`,
    formatToolResponse: (result) => `<tool_response>${namedResult(result)}</tool_response>`,
  },
  // ServiceNow Apriel 1.5/1.6: the same list, after reasoning that ends at [BEGIN FINAL RESPONSE].
  apriel: {
    envelopes: [{ start: '<tool_calls>', end: '</tool_calls>' }],
    silentMarkers: ['[END FINAL RESPONSE]'],
    reasoningBlocks: [{ open: 'Here are my reasoning steps:', close: '[BEGIN FINAL RESPONSE]' }],
    formatToolCall: (call) => `<tool_calls>${jsonDumps([callObject(call)])}</tool_calls>`,
    formatToolResponse: namedResult,
  },
  // MiniMax-M1: one JSON object per line inside <tool_calls>.
  'minimax-m1': {
    envelopes: [{ start: '<tool_calls>', end: '</tool_calls>' }],
    formatToolCall: (call) => `<tool_calls>\n${jsonDumps(callObject(call))}\n</tool_calls>`,
    formatToolResponse: namedResult,
  },
  // InternLM 2.5 and Intern-S1: a plugin action holding one call.
  internlm: {
    envelopes: ['', ' ', '\n'].map((gap) => ({
      start: `<|action_start|>${gap}<|plugin|>`,
      end: '<|action_end|>',
    })),
    formatToolCall: (call) =>
      `<|action_start|><|plugin|>\n${jsonDumps({ name: call.toolName, parameters: toolCallInput(call.input) })}<|action_end|>`,
    formatToolResponse: namedResult,
  },
  // GigaChat 3 writes the call as a `function call` role message, GigaChat 3.1 after a token.
  gigachat: {
    // The separator between role messages and the end-of-text token, left in the text when a
    // server passes them on.
    silentMarkers: ['<|message_sep|>', '</s>'],
    envelopes: [
      { start: 'function call<|role_sep|>', end: '<|message_sep|>' },
      { start: '<|function_call|>', end: '<|message_sep|>' },
    ],
    formatToolCall: (call) => `<|function_call|>${jsonDumps(callObject(call))}`,
    formatToolResponse: namedResult,
  },
  // Meituan LongCat: one call per <longcat_tool_call> block.
  longcat: {
    envelopes: [{ start: '<longcat_tool_call>', end: '</longcat_tool_call>' }],
    formatToolCall: (call) =>
      `<longcat_tool_call>${jsonDumps(callObject(call))}</longcat_tool_call>`,
    formatToolResponse: (result) =>
      `<longcat_tool_response>${namedResult(result)}</longcat_tool_response>`,
  },
  // Qwen2.5-Coder: its own <tools> block, or Hermes' <tool_call> as the template asks.
  'qwen25-coder': {
    envelopes: [
      { start: '<tools>', end: '</tools>' },
      { start: '<tool_call>', end: '</tool_call>', keys: LEAKED_ENVELOPE_KEYS },
    ],
    formatToolCall: (call) => `<tool_call>\n${jsonDumps(callObject(call))}\n</tool_call>`,
    formatToolResponse: (result) => `<tool_response>\n${namedResult(result)}\n</tool_response>`,
  },
  // Baidu ERNIE 4.5 (Thinking): Hermes' JSON in <tool_call> after </think>; the answer, when it
  // calls nothing, wrapped in <response>…</response> (vLLM's ernie45 parser drops those tags).
  ernie: {
    envelopes: [{ start: '<tool_call>', end: '</tool_call>', keys: LEAKED_ENVELOPE_KEYS }],
    silentMarkers: ['<response>', '</response>'],
    formatToolCall: (call) => `<tool_call>\n${jsonDumps(callObject(call))}\n</tool_call>`,
    formatToolResponse: (result) => `<tool_response>\n${namedResult(result)}\n</tool_response>`,
  },
} satisfies Record<string, JsonTagsModel>;

/** A preset of the JSON-in-tags format. */
export type JsonTagsModelName = keyof typeof jsonTagsModels;
