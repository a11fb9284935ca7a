import type { ReasoningOptions } from '@tool/protocols';

// Raw outputs of thinking models, as a server without a reasoning parser sends them (the facts
// of docs/shared FORMATS.md §6: which families write `<think>`, which start inside it because the
// template opened it, Magistral's `[THINK]`, Harmony's analysis channel), each with what a user
// must get: the calls that run, the text and the reasoning. Written for this repository.

/** One raw output and what it must give. */
export interface ReasoningSample {
  name: string;
  /** The id `toolMiddlewareFor` is given. */
  modelId: string;
  /** The `reasoning` option given to `toolMiddlewareFor` as well, when the user must say more. */
  reasoningOption?: ReasoningOptions;
  output: string;
  calls: Array<{ toolName: string; input: Record<string, unknown> }>;
  text: string;
  reasoning: string;
}

const hermes = (name: string, args: object) =>
  `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`;
const qwenXml = (name: string, args: Record<string, string>) =>
  `<tool_call>\n<function=${name}>\n${Object.entries(args)
    .map(([key, value]) => `<parameter=${key}>\n${value}\n</parameter>\n`)
    .join('')}</function>\n</tool_call>`;
const glm = (name: string, args: Record<string, string>, sep = '\n') =>
  `<tool_call>${name}${sep}${Object.entries(args)
    .map(([key, value]) => `<arg_key>${key}</arg_key>${sep}<arg_value>${value}</arg_value>${sep}`)
    .join('')}</tool_call>`;
const minimax = (...invokes: Array<[string, Record<string, string>]>) =>
  `<minimax:tool_call>\n${invokes
    .map(
      ([name, args]) =>
        `<invoke name="${name}">\n${Object.entries(args)
          .map(([key, value]) => `<parameter name="${key}">${value}</parameter>\n`)
          .join('')}</invoke>\n`,
    )
    .join('')}</minimax:tool_call>`;
const r1 = (name: string, args: object) =>
  `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>${name}\n\`\`\`json\n${JSON.stringify(args)}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
const v31 = (name: string, args: object) =>
  `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>${name}<｜tool▁sep｜>${JSON.stringify(args)}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
const dsml = (name: string, args: Record<string, string>) =>
  `<｜DSML｜function_calls>\n<｜DSML｜invoke name="${name}">\n${Object.entries(args)
    .map(
      ([key, value]) =>
        `<｜DSML｜parameter name="${key}" string="true">${value}</｜DSML｜parameter>\n`,
    )
    .join('')}</｜DSML｜invoke>\n</｜DSML｜function_calls>`;
const kimi = (...calls: Array<[string, object]>) =>
  `<|tool_calls_section_begin|>${calls
    .map(
      ([name, args], i) =>
        `<|tool_call_begin|>functions.${name}:${i}<|tool_call_argument_begin|>${JSON.stringify(args)}<|tool_call_end|>`,
    )
    .join('')}<|tool_calls_section_end|>`;
const magistral = (name: string, args: object) =>
  `[TOOL_CALLS]${name}[ARGS]${JSON.stringify(args)}`;
const harmonyCall = (name: string, args: object) =>
  `<|start|>assistant<|channel|>commentary to=functions.${name} <|constrain|>json<|message|>${JSON.stringify(args)}<|call|>`;

const lisbon = { toolName: 'get_weather', input: { city: 'Lisbon' } };
const CODE = "const tag = '<think>';\nif (a < b && b > c) return '</think>';";

export const reasoningCorpus: ReasoningSample[] = [
  {
    name: 'Qwen3: a rehearsed call inside <think>, then the real one',
    modelId: 'Qwen/Qwen3-8B',
    output: `<think>\nThe user asks about Lisbon. Earlier I thought of Porto: ${hermes('get_weather', { city: 'Porto' })}\nNo, Lisbon is right.\n</think>\n\n${hermes('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `The user asks about Lisbon. Earlier I thought of Porto: ${hermes('get_weather', { city: 'Porto' })}\nNo, Lisbon is right.`,
  },
  {
    name: 'Qwen3 in non-thinking mode: an empty block, then a call',
    modelId: 'Qwen/Qwen3-30B-A3B',
    output: `<think>\n\n</think>\n\n${hermes('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: '',
  },
  {
    name: 'Qwen3: thinking, then an answer without a call',
    modelId: 'qwen3:14b',
    output:
      '<think>\nThe user just says hello. No tool is needed.\n</think>\n\nHello! How can I help you today?',
    calls: [],
    text: 'Hello! How can I help you today?',
    reasoning: 'The user just says hello. No tool is needed.',
  },
  {
    name: 'Qwen3: thinking, then two calls with text between',
    modelId: 'Qwen/Qwen3-32B',
    output: `<think>\nTwo cities: Lisbon and Oslo, so two calls.\n</think>\n\nChecking both.\n${hermes('get_weather', { city: 'Lisbon' })}\n${hermes('get_weather', { city: 'Oslo' })}`,
    calls: [lisbon, { toolName: 'get_weather', input: { city: 'Oslo' } }],
    text: 'Checking both.\n\n',
    reasoning: 'Two cities: Lisbon and Oslo, so two calls.',
  },
  {
    name: 'Qwen3 cut off by the token limit inside its thinking',
    modelId: 'Qwen/Qwen3-8B',
    output: `<think>\nI could call ${hermes('get_weather', { city: 'Porto' })} but first let me consider whether the user`,
    calls: [],
    text: '',
    reasoning: `I could call ${hermes('get_weather', { city: 'Porto' })} but first let me consider whether the user`,
  },
  {
    name: 'Qwen3 Thinking-2507: the output begins inside the thinking',
    modelId: 'Qwen/Qwen3-235B-A22B-Thinking-2507',
    output: `Okay, the user wants the weather in Lisbon. I might write ${hermes('get_weather', { city: 'Porto' })} by mistake; that would be wrong.\n</think>\n\n${hermes('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `Okay, the user wants the weather in Lisbon. I might write ${hermes('get_weather', { city: 'Porto' })} by mistake; that would be wrong.`,
  },
  {
    name: 'QwQ served through its template, which opened <think> (the user says so)',
    modelId: 'Qwen/QwQ-32B',
    reasoningOption: { startInReasoning: true },
    output: `Hmm, Lisbon weather. Let me use the tool.\n</think>\n\nLet me check.\n${hermes('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: 'Let me check.\n',
    reasoning: 'Hmm, Lisbon weather. Let me use the tool.',
  },
  {
    name: 'Qwen3.5: XML call rehearsed inside <think>',
    modelId: 'Qwen/Qwen3.5-35B-A3B',
    output: `<think>\nDraft: ${qwenXml('get_weather', { city: 'Porto' })}\nWrong city; Lisbon.\n</think>\n\n${qwenXml('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `Draft: ${qwenXml('get_weather', { city: 'Porto' })}\nWrong city; Lisbon.`,
  },
  {
    name: 'Qwen3-Coder: <think> and </think> inside a string argument stay in the argument',
    modelId: 'Qwen/Qwen3-Coder-30B-A3B-Instruct',
    output: `<think>\nWrite the file.\n</think>\n\n${qwenXml('write_file', { path: 'tag.ts', content: CODE })}`,
    calls: [{ toolName: 'write_file', input: { path: 'tag.ts', content: CODE } }],
    text: '',
    reasoning: 'Write the file.',
  },
  {
    name: 'GLM-4.6: a rehearsed key/value call, then the real one',
    modelId: 'zai-org/GLM-4.6',
    output: `<think>The user wants Lisbon. Something like ${glm('get_weather', { city: 'Porto' })} would be wrong.</think>\n${glm('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `The user wants Lisbon. Something like ${glm('get_weather', { city: 'Porto' })} would be wrong.`,
  },
  {
    name: 'GLM-4.5 with thinking disabled: an empty block, then an answer',
    modelId: 'zai-org/GLM-4.5-Air',
    output: '<think></think>\nIt is usually mild in Lisbon in spring.',
    calls: [],
    text: 'It is usually mild in Lisbon in spring.',
    reasoning: '',
  },
  {
    name: 'GLM-4.7: thinking, then a call written without line breaks',
    modelId: 'zai-org/GLM-4.7',
    output: `<think>Need weather for Lisbon, 3 days.</think>${glm('get_weather', { city: 'Lisbon', days: '3' }, '')}`,
    calls: [{ toolName: 'get_weather', input: { city: 'Lisbon', days: 3 } }],
    text: '',
    reasoning: 'Need weather for Lisbon, 3 days.',
  },
  {
    name: 'MiniMax-M2 through its raw template, which opened <think> (the user says so)',
    modelId: 'MiniMaxAI/MiniMax-M2',
    reasoningOption: { startInReasoning: true },
    output: `The user asks for Lisbon. Not ${minimax(['get_weather', { city: 'Porto' }])}.\n</think>\n\n${minimax(['get_weather', { city: 'Lisbon' }])}`,
    calls: [lisbon],
    text: '',
    reasoning: `The user asks for Lisbon. Not ${minimax(['get_weather', { city: 'Porto' }])}.`,
  },
  {
    name: 'MiniMax-M2 through an API that keeps <think> in the content: two invokes',
    modelId: 'minimax/minimax-m2',
    output: `<think>\nTwo cities at once.\n</think>\n\n${minimax(['get_weather', { city: 'Lisbon' }], ['get_weather', { city: 'Oslo' }])}`,
    calls: [lisbon, { toolName: 'get_weather', input: { city: 'Oslo' } }],
    text: '',
    reasoning: 'Two cities at once.',
  },
  {
    name: 'MiniMax-M2 without thinking markers: text, then a call',
    modelId: 'MiniMaxAI/MiniMax-M2',
    output: `Let me look.\n${minimax(['get_weather', { city: 'Lisbon' }])}`,
    calls: [lisbon],
    text: 'Let me look.\n',
    reasoning: '',
  },
  {
    name: 'DeepSeek R1: the output begins inside the thinking, a fenced call rehearsed',
    modelId: 'deepseek-ai/DeepSeek-R1',
    output: `Okay, so the user wants Lisbon. A call would look like ${r1('get_weather', { city: 'Porto' })} but for Lisbon.\n</think>\n\n${r1('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `Okay, so the user wants Lisbon. A call would look like ${r1('get_weather', { city: 'Porto' })} but for Lisbon.`,
  },
  {
    name: 'DeepSeek R1 distill: thinking, then an answer',
    modelId: 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
    output: 'First, 6 times 7 is 42.\n</think>\n\nThe answer is **42**.',
    calls: [],
    text: 'The answer is **42**.',
    reasoning: 'First, 6 times 7 is 42.',
  },
  {
    name: 'DeepSeek R1-0528 writes its own <think>',
    modelId: 'deepseek-ai/DeepSeek-R1-0528',
    output: `<think>\nLisbon, one call.\n</think>\n\n${r1('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: 'Lisbon, one call.',
  },
  {
    name: 'DeepSeek V3.1 thinking mode (deepseek-reasoner): begins inside, V3.1 calls',
    modelId: 'deepseek-reasoner',
    output: `I will call get_weather for Lisbon, not ${v31('get_weather', { city: 'Porto' })}.</think>${v31('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `I will call get_weather for Lisbon, not ${v31('get_weather', { city: 'Porto' })}.`,
  },
  {
    name: 'DeepSeek V3.2: DSML rehearsed before </think>, then the real DSML call',
    modelId: 'deepseek-ai/DeepSeek-V3.2',
    output: `<think>Let me draft: ${dsml('get_weather', { city: 'Porto' })} no, Lisbon.</think>\n\n${dsml('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `Let me draft: ${dsml('get_weather', { city: 'Porto' })} no, Lisbon.`,
  },
  {
    name: 'Kimi K2 Thinking: a section rehearsed inside <think>',
    modelId: 'moonshotai/Kimi-K2-Thinking',
    output: `<think>The format is ${kimi(['get_weather', { city: 'Porto' }])} with the right city.</think>${kimi(['get_weather', { city: 'Lisbon' }])}`,
    calls: [lisbon],
    text: '',
    reasoning: `The format is ${kimi(['get_weather', { city: 'Porto' }])} with the right city.`,
  },
  {
    name: 'Kimi K2 Thinking: thinking, text, two calls',
    modelId: 'moonshotai/Kimi-K2-Thinking',
    output: `<think>\nBoth cities.\n</think>\nI'll check both.${kimi(['get_weather', { city: 'Lisbon' }], ['get_weather', { city: 'Oslo' }])}`,
    calls: [lisbon, { toolName: 'get_weather', input: { city: 'Oslo' } }],
    text: "I'll check both.",
    reasoning: 'Both cities.',
  },
  {
    name: 'Magistral: a [TOOL_CALLS] rehearsed inside [THINK]',
    modelId: 'mistralai/Magistral-Small-2509',
    output: `[THINK]The user wants Lisbon. ${magistral('get_weather', { city: 'Porto' })} would be wrong.[/THINK]${magistral('get_weather', { city: 'Lisbon' })}`,
    calls: [lisbon],
    text: '',
    reasoning: `The user wants Lisbon. ${magistral('get_weather', { city: 'Porto' })} would be wrong.`,
  },
  {
    name: 'Magistral: thinking, then an answer',
    modelId: 'mistralai/Magistral-Medium-2509',
    output: '[THINK]Simple greeting.\n[/THINK]\n\nHello! What can I do for you?',
    calls: [],
    text: 'Hello! What can I do for you?',
    reasoning: 'Simple greeting.',
  },
  {
    name: 'gpt-oss: analysis, then a commentary call',
    modelId: 'openai/gpt-oss-20b',
    output: `<|channel|>analysis<|message|>User wants Lisbon weather. Use get_weather.<|end|><|start|>assistant${harmonyCall('get_weather', { city: 'Lisbon' }).slice('<|start|>assistant'.length)}`,
    calls: [lisbon],
    text: '',
    reasoning: 'User wants Lisbon weather. Use get_weather.',
  },
  {
    name: 'gpt-oss: analysis, then a final answer',
    modelId: 'openai/gpt-oss-120b',
    output:
      '<|channel|>analysis<|message|>Greeting; answer directly.<|end|><|start|>assistant<|channel|>final<|message|>Hi there!<|return|>',
    calls: [],
    text: 'Hi there!',
    reasoning: 'Greeting; answer directly.',
  },
  {
    name: 'Olmo 3 Think: <think>, then its <function_calls> block',
    modelId: 'allenai/Olmo-3-7B-Think',
    output:
      "<think>The user wants Lisbon's weather; I have a tool for that.</think>\n<function_calls>get_weather(city='Lisbon')</function_calls>",
    calls: [lisbon],
    text: '',
    reasoning: "The user wants Lisbon's weather; I have a tool for that.",
  },
  {
    name: 'Apriel 1.6: thinking opened by the prompt, ended at [BEGIN FINAL RESPONSE]',
    modelId: 'ServiceNow-AI/Apriel-1.6-15b-Thinker',
    output:
      'Lisbon needs a lookup.\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "Lisbon"}}]</tool_calls>\n[END FINAL RESPONSE]',
    calls: [lisbon],
    // The line break after [BEGIN FINAL RESPONSE] goes with the thinking; [END FINAL RESPONSE] is dropped.
    text: '\n',
    reasoning: 'Lisbon needs a lookup.',
  },
  {
    name: 'Command A: a plan, then an action',
    modelId: 'CohereLabs/c4ai-command-a-03-2025',
    output:
      '<|START_THINKING|>I will look up Lisbon.<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Lisbon"}}\n]<|END_ACTION|>',
    calls: [lisbon],
    text: '',
    reasoning: 'I will look up Lisbon.',
  },
  {
    name: 'Nemotron Nano v2: <think> then a <TOOLCALL> array',
    modelId: 'nvidia/NVIDIA-Nemotron-Nano-9B-v2',
    output:
      '<think>\nOne call.\n</think>\n<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Lisbon"}}]</TOOLCALL>',
    calls: [lisbon],
    text: '',
    reasoning: 'One call.',
  },
  {
    name: 'Hermes: text before a block keeps its place, near misses inside stay reasoning',
    modelId: 'NousResearch/Hermes-4-14B',
    output:
      'Sure.\n<think>Is x<y && y>z? Not </thinking> nor <b>bold</b>, a partial </thi is fine.</think>\n\nYes.',
    calls: [],
    text: 'Sure.\nYes.',
    reasoning: 'Is x<y && y>z? Not </thinking> nor <b>bold</b>, a partial </thi is fine.',
  },
];
