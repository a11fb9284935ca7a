import { formatLiteral } from '../format-literal';
import type { PersonaCall } from './persona-call';

/**
 * The 2026 families' native formats a persona can write (issue 27: JSON between a family's own
 * markers, pythonic calls between markers, Functionary, Apertus, xLAM, GigaChat 3.5, Hy4, dots3-note, PLaMo 3), each as the model's chat
 * template renders a past call — written by hand here, independently of the protocols that read
 * them. Presets that share a writer share a persona (Apriel writes tool-calls-json's list, after
 * its own reasoning).
 */
export type NativeFormat2026 =
  | 'cohere'
  | 'command-r-plus'
  | 'granite'
  | 'functools'
  | 'tool-calls-json'
  | 'apriel'
  | 'minimax-m1'
  | 'internlm'
  | 'gigachat'
  | 'longcat'
  | 'lfm2'
  | 'olmo3'
  | 'functionary'
  | 'functionary-v31'
  | 'apertus'
  | 'xlam'
  | 'gigachat35'
  | 'solar-open'
  | 'hy4'
  | 'dots'
  | 'plamo3';

/** How one format writes an answer (see `NativeFormatWriter`). */
interface Writer {
  calls(calls: readonly PersonaCall[]): string;
  text(text: string): string;
}

const json = (value: unknown): string =>
  formatLiteral(value, { dialect: 'json', layout: 'inline' });
const python = (value: unknown): string =>
  formatLiteral(value, { dialect: 'python', layout: 'inline' });
const plain = (text: string): string => text;
/** `[{"name": …, "arguments": …}, …]` */
const nameArguments = (calls: readonly PersonaCall[]) =>
  json(calls.map((call) => ({ name: call.name, arguments: call.arguments })));
/** A value as key/value and invoke formats write it: text raw, the rest JSON. */
const raw = (value: unknown): string => (typeof value === 'string' ? value : json(value));
/** PLaMo 3's tags. */
const plamo = (tag: string) => `<|plamo:${tag}:plamo|>`;
/** `get_weather(city='SF', days=2)` */
const pythonCall = (call: PersonaCall) =>
  `${call.name}(${Object.entries(call.arguments)
    .map(([key, value]) => `${key}=${python(value)}`)
    .join(', ')})`;

export const NATIVE_FORMATS_2026: Readonly<Record<NativeFormat2026, Writer>> = {
  // Command R7B / A: a plan, then the calls numbered from "0" in one action; answers in a response.
  cohere: {
    calls: (calls) =>
      `<|START_THINKING|>I will use the tools.<|END_THINKING|><|START_ACTION|>[\n${calls
        .map(
          (call, index) =>
            `    {"tool_call_id": "${index}", "tool_name": "${call.name}", "parameters": ${json(call.arguments)}}`,
        )
        .join(',\n')}\n]<|END_ACTION|>`,
    text: (text) => `<|START_RESPONSE|>${text}<|END_RESPONSE|>`,
  },
  'command-r-plus': {
    calls: (calls) =>
      `Action: \`\`\`json\n${json(calls.map((call) => ({ tool_name: call.name, parameters: call.arguments })))}\n\`\`\``,
    text: plain,
  },
  granite: { calls: (calls) => `<|tool_call|>${nameArguments(calls)}`, text: plain },
  functools: { calls: (calls) => ` functools${nameArguments(calls)}`, text: plain },
  'tool-calls-json': {
    calls: (calls) => `<tool_calls>${nameArguments(calls)}</tool_calls>`,
    text: plain,
  },
  // Apriel 1.6: reasoning after "Here are my reasoning steps:", ended by [BEGIN FINAL RESPONSE].
  apriel: {
    calls: (calls) =>
      `Here are my reasoning steps:\nThe user needs a tool.\n[BEGIN FINAL RESPONSE]\n<tool_calls>${nameArguments(calls)}</tool_calls>`,
    text: (text) =>
      `Here are my reasoning steps:\nNo tool is needed.\n[BEGIN FINAL RESPONSE]\n${text}\n[END FINAL RESPONSE]`,
  },
  'minimax-m1': {
    calls: (calls) =>
      `<tool_calls>\n${calls.map((call) => json({ name: call.name, arguments: call.arguments })).join('\n')}\n</tool_calls>`,
    text: plain,
  },
  internlm: {
    calls: (calls) =>
      calls
        .map(
          (call) =>
            `<|action_start|><|plugin|>\n${json({ name: call.name, parameters: call.arguments })}<|action_end|>`,
        )
        .join('\n'),
    text: plain,
  },
  gigachat: {
    calls: (calls) =>
      calls
        .map((call) => `<|function_call|>${json({ name: call.name, arguments: call.arguments })}`)
        .join('\n'),
    text: plain,
  },
  longcat: {
    calls: (calls) =>
      calls
        .map(
          (call) =>
            `<longcat_tool_call>${json({ name: call.name, arguments: call.arguments })}</longcat_tool_call>`,
        )
        .join('\n'),
    text: plain,
  },
  lfm2: {
    calls: (calls) => `<|tool_call_start|>[${calls.map(pythonCall).join(', ')}]<|tool_call_end|>`,
    text: plain,
  },
  olmo3: {
    calls: (calls) => `<function_calls>${calls.map(pythonCall).join('\n')}</function_calls>`,
    text: plain,
  },
  functionary: {
    calls: (calls) => calls.map((call) => `>>>${call.name}\n${json(call.arguments)}`).join(''),
    text: (text) => `>>>all\n${text}`,
  },
  'functionary-v31': {
    calls: (calls) =>
      calls.map((call) => `<function=${call.name}>${json(call.arguments)}</function>`).join(''),
    text: plain,
  },
  apertus: {
    calls: (calls) =>
      `<|tools_prefix|>${json(calls.map((call) => ({ [call.name]: call.arguments })))}<|tools_suffix|>`,
    text: plain,
  },
  xlam: { calls: nameArguments, text: plain },
  // GigaChat 3.5: one block, an invoke per call, strings marked string="true", JSON the rest.
  gigachat35: {
    calls: (calls) =>
      `<｜GCML｜tool_calls>\n${calls
        .map((call) => {
          const params = Object.entries(call.arguments).map(([key, value]) =>
            typeof value === 'string'
              ? `<｜GCML｜parameter name="${key}" string="true">${value}</｜GCML｜parameter>`
              : `<｜GCML｜parameter name="${key}" string="false">${json(value)}</｜GCML｜parameter>`,
          );
          return `<｜GCML｜invoke name="${call.name}">\n${params.map((p) => `${p}\n`).join('')}</｜GCML｜invoke>`;
        })
        .join('\n')}\n</｜GCML｜tool_calls>`,
    text: plain,
  },
  // Solar Open 1 (100B): one section of calls, each with its own ten-character id and JSON
  // arguments; a text answer in its content markup.
  'solar-open': {
    calls: (calls) =>
      `<|tool_calls|>${calls
        .map(
          (call, index) =>
            `<|tool_call:begin|>solarcall${index}<|tool_call:name|>${call.name}<|tool_call:args|>${json(call.arguments)}<|tool_call:end|>`,
        )
        .join('')}<|calls|>`,
    text: (text) => `<|content|>${text}<|end|>`,
  },
  // Hy4's open checkpoints: Hy3's section in the `:opensource` vocabulary, no <tool_sep>.
  hy4: {
    calls: (calls) =>
      `<tool_calls:opensource>\n${calls
        .map(
          (call) =>
            `<tool_call:opensource>${call.name}\n${Object.entries(call.arguments)
              .map(
                ([key, value]) =>
                  `<arg_key:opensource>${key}</arg_key:opensource>\n<arg_value:opensource>${raw(value)}</arg_value:opensource>\n`,
              )
              .join('')}</tool_call:opensource>\n`,
        )
        .join('')}</tool_calls:opensource>`,
    text: plain,
  },
  // dots3-note: MiniMax-M2's invokes in its own block.
  dots: {
    calls: (calls) =>
      `<dots_function_call>\n${calls
        .map(
          (call) =>
            `<invoke name="${call.name}">\n${Object.entries(call.arguments)
              .map(([key, value]) => `<parameter name="${key}">${raw(value)}</parameter>\n`)
              .join('')}</invoke>\n`,
        )
        .join('')}</dots_function_call>`,
    text: plain,
  },
  // PLaMo 3: one block of requests, the name between tags, the arguments JSON.
  plamo3: {
    calls: (calls) =>
      `${plamo('begin_tool_requests')}${calls
        .map(
          (call) =>
            `${plamo('begin_tool_request')}${plamo('begin_tool_name')}${call.name}${plamo('end_tool_name')}${plamo('begin_tool_arguments')}<|plamo:constrain|>json<|plamo:msg|>${json(call.arguments)}${plamo('end_tool_arguments')}${plamo('end_tool_request')}`,
        )
        .join('')}${plamo('end_tool_requests')}`,
    text: plain,
  },
};

/** What each of these presets' tool prompts shows, most specific first (see `detectPromptFormat`). */
export const PROMPT_MARKERS_2026: ReadonlyArray<readonly [NativeFormat2026, string]> = [
  ['cohere', '<|START_ACTION|>'],
  ['command-r-plus', 'Action: ```json'],
  ['granite', '<|tool_call|>'],
  ['functools', 'functools['],
  ['minimax-m1', '<tool_calls>\n{'],
  ['tool-calls-json', '<tool_calls>['],
  ['internlm', '<|action_start|><|plugin|>'],
  ['gigachat', '<|function_call|>'],
  ['longcat', '<longcat_tool_call>'],
  ['lfm2', '<|tool_call_start|>'],
  ['olmo3', '<function_calls>'],
  ['functionary', '>>>all'],
  ['functionary-v31', '<function=function_name>{'],
  ['apertus', '<|tools_prefix|>'],
  ['xlam', '[{"name": "tool_name"'],
  ['gigachat35', '<｜GCML｜tool_calls>'],
  ['solar-open', '<|tool_call:begin|>'],
  ['hy4', '<tool_calls:opensource>'],
  ['dots', '<dots_function_call>'],
  ['plamo3', '<|plamo:begin_tool_requests:plamo|>'],
];
