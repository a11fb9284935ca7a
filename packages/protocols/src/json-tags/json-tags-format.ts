import { declareFormat } from '../format-declaration/format-declaration';
import { jsonTagsGrammar } from './json-tags-grammar';
import { jsonTagsProtocol } from './json-tags-protocol';
import {
  aprielSystemPrompt,
  cohereSystemPrompt,
  commandRPlusSystemPrompt,
  ernieSystemPrompt,
  functoolsSystemPrompt,
  gigachatSystemPrompt,
  graniteSystemPrompt,
  internlmSystemPrompt,
  longcatSystemPrompt,
  minimaxM1SystemPrompt,
  qwen25CoderSystemPrompt,
  toolCallsJsonSystemPrompt,
} from './json-tags-system-prompts';

/** JSON calls between a model family's own markers (Cohere, Granite 3, Phi-4-mini, Apriel, …). */
export const jsonTagsFormat = declareFormat({
  name: 'json-tags',
  protocol: jsonTagsProtocol,
  presets: [
    {
      name: 'cohere',
      description:
        'Cohere Command R7B and Command A: `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": …, "parameters": {…}}]<|END_ACTION|>`, the plan in `<|START_THINKING|>…<|END_THINKING|>`, the answer in `<|START_RESPONSE|>…<|END_RESPONSE|>`.',
      protocol: () => jsonTagsProtocol('cohere'),
      systemPrompt: cohereSystemPrompt,
    },
    {
      name: 'command-r-plus',
      description:
        'Cohere Command R and R+ (2024): `Action: ```json\\n[{"tool_name": …, "parameters": {…}}]\\n````.',
      protocol: () => jsonTagsProtocol('command-r-plus'),
      systemPrompt: commandRPlusSystemPrompt,
    },
    {
      name: 'granite',
      description:
        'IBM Granite 3.x: `<|tool_call|>[{"name": …, "arguments": {…}}]` without a closer; granite-20b-functioncalling\'s `<function_call> {…}` lines are read too.',
      protocol: () => jsonTagsProtocol('granite'),
      systemPrompt: graniteSystemPrompt,
    },
    {
      name: 'functools',
      description:
        'Phi-4-mini and Firefunction v2: `functools[{"name": …, "arguments": {…}}]`, without a closer.',
      protocol: () => jsonTagsProtocol('functools'),
      systemPrompt: functoolsSystemPrompt,
    },
    {
      name: 'tool-calls-json',
      description:
        'Hunyuan-A13B and AI21 Jamba: `<tool_calls>[{"name": …, "arguments": {…}}]</tool_calls>`.',
      protocol: () => jsonTagsProtocol('tool-calls-json'),
      systemPrompt: toolCallsJsonSystemPrompt,
    },
    {
      name: 'apriel',
      description:
        'ServiceNow Apriel 1.5/1.6: `<tool_calls>[{"name": …, "arguments": {…}}]</tool_calls>` after reasoning that ends at `[BEGIN FINAL RESPONSE]`.',
      protocol: () => jsonTagsProtocol('apriel'),
      systemPrompt: aprielSystemPrompt,
    },
    {
      name: 'minimax-m1',
      description:
        'MiniMax-M1: `<tool_calls>` holding one `{"name": …, "arguments": {…}}` per line.',
      protocol: () => jsonTagsProtocol('minimax-m1'),
      systemPrompt: minimaxM1SystemPrompt,
    },
    {
      name: 'internlm',
      description:
        'InternLM 2.5 and Intern-S1: `<|action_start|><|plugin|>\\n{"name": …, "parameters": {…}}<|action_end|>`.',
      protocol: () => jsonTagsProtocol('internlm'),
      systemPrompt: internlmSystemPrompt,
    },
    {
      name: 'gigachat',
      description:
        'GigaChat 3 (`function call<|role_sep|>\\n{…}`) and 3.1 (`<|function_call|>{"name": …, "arguments": {…}}`).',
      protocol: () => jsonTagsProtocol('gigachat'),
      systemPrompt: gigachatSystemPrompt,
    },
    {
      name: 'longcat',
      description:
        'Meituan LongCat: `<longcat_tool_call>{"name": …, "arguments": {…}}</longcat_tool_call>`.',
      protocol: () => jsonTagsProtocol('longcat'),
      systemPrompt: longcatSystemPrompt,
    },
    {
      name: 'qwen25-coder',
      description:
        'Qwen2.5-Coder: `<tools>{"name": …, "arguments": {…}}</tools>` as it often writes, and `<tool_call>` as its template asks.',
      protocol: () => jsonTagsProtocol('qwen25-coder'),
      systemPrompt: qwen25CoderSystemPrompt,
    },
    {
      name: 'ernie',
      description:
        'Baidu ERNIE 4.5 (21B-A3B-Thinking, 300B-A47B): `<tool_call>\\n{"name": …, "arguments": {…}}\\n</tool_call>` after `</think>`, the answer\'s `<response>…</response>` tags dropped.',
      protocol: () => jsonTagsProtocol('ernie'),
      systemPrompt: ernieSystemPrompt,
    },
  ],
  models: [
    // Llama-based, so before the Llama rules (90).
    { preset: 'functools', match: /firefunction/, priority: 15 },
    { preset: 'minimax-m1', match: /minimax[-_ ]?m1(?!\d)/, priority: 55 },
    { preset: 'tool-calls-json', match: /hunyuan[-_ ]?a13b/, priority: 55 },
    // Before Qwen3-Coder (80) and Hermes (81).
    { preset: 'qwen25-coder', match: /qwen[-_ ]?2\.?5[-_ ]?coder/, priority: 75 },
    // Granite 3.x (Granite 4 writes Hermes, priority 120).
    { preset: 'granite', match: /granite[-_ ]?(?:3(?!\d)|20b[-_ ]?function)/, priority: 120 },
    { preset: 'cohere', match: /command[-_ ]?(?:r7b|a(?![a-z]))/, priority: 140 },
    {
      preset: 'command-r-plus',
      match: /command[-_ ]?r(?:[-_ ]?plus|\+)?(?![a-z\d])/,
      priority: 140,
    },
    { preset: 'functools', match: /phi[-_ ]?4[-_ ]?mini/, priority: 140 },
    { preset: 'tool-calls-json', match: /jamba/, priority: 140 },
    { preset: 'apriel', match: /apriel/, priority: 140 },
    { preset: 'internlm', match: /internlm[-_ ]?2|intern[-_ ]?s1/, priority: 140 },
    // GigaChat 3 and 3.1 (the GigaChat 2 API models call tools natively).
    { preset: 'gigachat', match: /gigachat[-_ ]?3/, priority: 140 },
    { preset: 'longcat', match: /longcat/, priority: 140 },
    // `baidu/ERNIE-4.5-21B-A3B-Thinking`, `ernie-4.5-300b-a47b`, `ernie4.5`; not the VL models,
    // whose tool format (FastDeploy's ernie-45-vl-thinking parser) was not checked.
    { preset: 'ernie', match: /ernie[-_ ]?4[._]?5(?![\d.])(?!.*[-_]vl(?![a-z]))/, priority: 140 },
  ],
  // Apriel's prompt ends inside its reasoning ("Here are my reasoning steps:"); ERNIE 4.5
  // Thinking's template ends its prompt with `<think>\n`.
  reasoning: { startInside: [/apriel/, /ernie[-_ ]?4[._]?5.*thinking/] },
  grammar: jsonTagsGrammar,
  catalog: [
    {},
    { variant: 'Command R7B', protocol: () => jsonTagsProtocol('cohere') },
    { variant: 'Granite 3', protocol: () => jsonTagsProtocol('granite') },
    { variant: 'functools', protocol: () => jsonTagsProtocol('functools') },
    { variant: 'GigaChat', protocol: () => jsonTagsProtocol('gigachat') },
    { variant: 'ERNIE', protocol: () => jsonTagsProtocol('ernie') },
  ],
});
