import { formatCall } from '../format-call';
import { formatLiteral } from '../format-literal';
import { googleDslLiteral } from './google-dsl-literal';
import { NATIVE_FORMATS_2026, type NativeFormat2026 } from './native-formats-2026';
import type { PersonaCall } from './persona-call';
import { yamlLiteral } from './yaml-literal';

/**
 * The native tool-call formats a persona can write, each exactly as the models trained on it
 * write it (FORMATS.md §2.1), independently of the protocols that read them: a persona is a test
 * of the parser, so it must not borrow the parser's own writers.
 */
export type NativeFormat =
  | 'hermes'
  | 'gemma'
  | 'xml'
  | 'qwen3-coder'
  | 'llama3-json'
  | 'mistral'
  | 'pythonic'
  | 'glm'
  | 'deepseek'
  | 'deepseek-dsml'
  | 'kimi-k2'
  | 'harmony'
  | 'minimax'
  | 'yaml-xml'
  | 'nemotron'
  | 'gemma4'
  | 'function-gemma'
  | 'seed-oss'
  | 'minimax-m3'
  | 'step3'
  | 'hy3'
  | 'minicpm5'
  | 'solar-open2'
  | 'kimi-k3'
  | NativeFormat2026;

/** How one format writes an answer. */
export interface NativeFormatWriter {
  /** The whole answer holding every call (some formats put all calls in one section). */
  calls(calls: readonly PersonaCall[]): string;
  /** An answer without a call (the format's own channel markup, where it has one). */
  text(text: string): string;
}

/** `{"a": 1}`, the JSON layout most models imitate (Python's `json.dumps`). */
const json = (value: unknown): string =>
  formatLiteral(value, { dialect: 'json', layout: 'inline' });

/** An argument value inside an XML-ish element: text as it is, anything else as JSON. */
const raw = (value: unknown): string => (typeof value === 'string' ? value : json(value));

const plain = (text: string): string => text;

/** One JSON-bearing call per entry, joined. */
function each(write: (call: PersonaCall, index: number) => string, separator = '') {
  return (calls: readonly PersonaCall[]) => calls.map(write).join(separator);
}

const HARMONY_ANALYSIS = '<|channel|>analysis<|message|>The user needs a tool for this.<|end|>';

/** `call:NAME{…}` between a call's tokens, as Gemma 4 and FunctionGemma write it. */
const googleCall = (open: string, close: string, quote: string) =>
  each((call) => `${open}call:${call.name}${googleDslLiteral(call.arguments, quote)}${close}`);

/** Every native format's writer. */
export const NATIVE_FORMATS: Readonly<Record<NativeFormat, NativeFormatWriter>> = {
  // F1: <tool_call>\n{"name": …, "arguments": …}\n</tool_call>, one block per call.
  hermes: {
    calls: each((call) => formatCall('hermes', call.name, call.arguments, call.layout), '\n'),
    text: plain,
  },
  // F24: a ```tool_call fence holding JSON, as the Gemma prompt asks.
  gemma: {
    calls: each((call) => {
      const body = formatLiteral(
        { name: call.name, arguments: call.arguments },
        { dialect: 'json', layout: call.layout ?? 'inline' },
      );
      return `\`\`\`tool_call\n${body}\n\`\`\``;
    }, '\n'),
    text: plain,
  },
  // The tool name as the element, one child per argument, text written raw.
  xml: {
    calls: each((call) => formatCall('xml', call.name, call.arguments, call.layout), '\n'),
    text: plain,
  },
  // F5a: values on their own lines between the tags; text raw, the rest JSON.
  'qwen3-coder': {
    calls: each((call) => {
      const params = Object.entries(call.arguments).map(
        ([key, value]) => `<parameter=${key}>\n${raw(value)}\n</parameter>\n`,
      );
      return `<tool_call>\n<function=${call.name}>\n${params.join('')}</function>\n</tool_call>`;
    }, '\n'),
    text: plain,
  },
  // F2: bare JSON with `parameters`, several calls separated by "; ".
  'llama3-json': {
    calls: each((call) => json({ name: call.name, parameters: call.arguments }), '; '),
    text: plain,
  },
  // F3c: [TOOL_CALLS]NAME[ARGS]{json}, repeated.
  mistral: {
    calls: each((call) => `[TOOL_CALLS]${call.name}[ARGS]${json(call.arguments)}`),
    text: plain,
  },
  // F4a: one Python list of calls with keyword arguments.
  pythonic: {
    calls: (calls) =>
      `[${calls
        .map((call) => {
          const args = Object.entries(call.arguments).map(
            ([key, value]) =>
              `${key}=${formatLiteral(value, { dialect: 'python', layout: 'inline' })}`,
          );
          return `${call.name}(${args.join(', ')})`;
        })
        .join(', ')}]`,
    text: plain,
  },
  // F6a (GLM-4.5/4.6): name on the first line, then one key/value pair per line.
  glm: {
    calls: each((call) => {
      const pairs = Object.entries(call.arguments).map(
        ([key, value]) => `<arg_key>${key}</arg_key>\n<arg_value>${raw(value)}</arg_value>\n`,
      );
      return `<tool_call>${call.name}\n${pairs.join('')}</tool_call>`;
    }, '\n'),
    text: plain,
  },
  // F8b (DeepSeek V3.1): NAME<｜tool▁sep｜>{json} entries in one section.
  deepseek: {
    calls: (calls) =>
      `<｜tool▁calls▁begin｜>${calls
        .map(
          (call) =>
            `<｜tool▁call▁begin｜>${call.name}<｜tool▁sep｜>${json(call.arguments)}<｜tool▁call▁end｜>`,
        )
        .join('')}<｜tool▁calls▁end｜>`,
    text: plain,
  },
  // F8c (DeepSeek V3.2 DSML): typed parameters, string="false" values written as JSON.
  'deepseek-dsml': {
    calls: (calls) => {
      const invokes = calls.map((call) => {
        const params = Object.entries(call.arguments).map(
          ([key, value]) =>
            `<｜DSML｜parameter name="${key}" string="${typeof value === 'string'}">${raw(value)}</｜DSML｜parameter>\n`,
        );
        return `<｜DSML｜invoke name="${call.name}">\n${params.join('')}</｜DSML｜invoke>\n`;
      });
      return `<｜DSML｜function_calls>\n${invokes.join('')}</｜DSML｜function_calls>`;
    },
    text: plain,
  },
  // F9: functions.NAME:IDX ids, JSON arguments, every call in one section.
  'kimi-k2': {
    calls: (calls) =>
      `<|tool_calls_section_begin|>${calls
        .map(
          (call, index) =>
            `<|tool_call_begin|>functions.${call.name}:${index}<|tool_call_argument_begin|>${json(call.arguments)}<|tool_call_end|>`,
        )
        .join('')}<|tool_calls_section_end|>`,
    text: plain,
  },
  // F10: analysis first, then one commentary message per call, addressed to functions.NAME.
  harmony: {
    calls: (calls) =>
      HARMONY_ANALYSIS +
      calls
        .map(
          (call) =>
            `<|start|>assistant<|channel|>commentary to=functions.${call.name} <|constrain|>json<|message|>${json(call.arguments)}<|call|>`,
        )
        .join(''),
    text: (text) =>
      `${HARMONY_ANALYSIS}<|start|>assistant<|channel|>final<|message|>${text}<|return|>`,
  },
  // F7a: one block, one <invoke> per call; text raw, the rest JSON.
  minimax: {
    calls: (calls) => {
      const invokes = calls.map((call) => {
        const params = Object.entries(call.arguments).map(
          ([key, value]) => `<parameter name="${key}">${raw(value)}</parameter>\n`,
        );
        return `<invoke name="${call.name}">\n${params.join('')}</invoke>\n`;
      });
      return `<minimax:tool_call>\n${invokes.join('')}</minimax:tool_call>`;
    },
    text: plain,
  },
  // The tool name as the element, a YAML body inside.
  'yaml-xml': {
    calls: each((call) => {
      const body = yamlLiteral(call.arguments);
      return body === ''
        ? `<${call.name}></${call.name}>`
        : `<${call.name}>\n${body}\n</${call.name}>`;
    }, '\n'),
    text: plain,
  },
  // F20 (Nemotron-Nano v2): every call of the answer in one JSON array.
  nemotron: {
    calls: (calls) =>
      `<TOOLCALL>${json(calls.map((call) => ({ name: call.name, arguments: call.arguments })))}</TOOLCALL>`,
    text: plain,
  },
  // F21 (Gemma 4): one token pair per call, in a row, thinking first in its thought channel.
  gemma4: {
    calls: (calls) =>
      `<|channel>thought\nThe user needs a tool for this.<channel|>${googleCall('<|tool_call>', '<tool_call|>', '<|"|>')(calls)}`,
    text: plain,
  },
  // MiniMax-M3: one block, the token before every tag, each argument an element of its name.
  'minimax-m3': {
    calls: (calls) => {
      const ns = ']<]minimax[>[';
      const invokes = calls.map((call) => {
        const params = Object.entries(call.arguments).map(
          ([key, value]) => `${ns}<${key}>${raw(value)}${ns}</${key}>\n`,
        );
        return `${ns}<invoke name="${call.name}">\n${params.join('')}${ns}</invoke>\n`;
      });
      return `${ns}<tool_call>\n${invokes.join('')}${ns}</tool_call>`;
    },
    text: plain,
  },
  // Step-3: one section, one token pair per call around steptml invoke tags.
  step3: {
    calls: (calls) =>
      `<｜tool_calls_begin｜>${calls
        .map((call) => {
          const params = Object.entries(call.arguments).map(
            ([key, value]) => `<steptml:parameter name="${key}">${raw(value)}</steptml:parameter>`,
          );
          return `<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="${call.name}">${params.join('')}</steptml:invoke><｜tool_call_end｜>`;
        })
        .join('')}<｜tool_calls_end｜>`,
    text: plain,
  },
  // Tencent Hy3: one section, NAME<tool_sep> and key/value pairs on their own lines.
  hy3: {
    calls: (calls) =>
      `<tool_calls>\n${calls
        .map((call) => {
          const pairs = Object.entries(call.arguments).map(
            ([key, value]) => `<arg_key>${key}</arg_key>\n<arg_value>${raw(value)}</arg_value>\n`,
          );
          return `<tool_call>${call.name}<tool_sep>\n${pairs.join('')}</tool_call>\n`;
        })
        .join('')}</tool_calls>`,
    text: plain,
  },
  // MiniCPM5: one element per call; strings JSON-quoted, as the model often writes them.
  minicpm5: {
    calls: each((call) => {
      const params = Object.entries(call.arguments).map(
        ([key, value]) => `<param name="${key}">${json(value)}</param>`,
      );
      return `<function name="${call.name}">${params.join('')}</function>`;
    }),
    text: plain,
  },
  // Solar Open 2: one token pair per call, the name on its own line, one pair per argument.
  'solar-open2': {
    calls: each((call) => {
      const args = Object.entries(call.arguments).map(
        ([key, value]) => `<|tool_arg:start|>${key}<|tool_arg:value|>${raw(value)}<|tool_arg:end|>`,
      );
      return `<|tool_call:start|>${call.name}\n${args.join('')}<|tool_call:end|>`;
    }),
    text: plain,
  },
  // Kimi K3: one tools channel of call elements, each argument typed.
  'kimi-k3': {
    calls: (calls) =>
      `<|open|>tools<|sep|>${calls
        .map((call, index) => {
          const args = Object.entries(call.arguments).map(
            ([key, value]) =>
              `<|open|>argument key="${key}" type="${typeof value === 'string' ? 'string' : 'json'}"<|sep|>${raw(value)}<|close|>argument<|sep|>`,
          );
          return `<|open|>call tool="${call.name}" index="${index + 1}"<|sep|>${args.join('')}<|close|>call<|sep|>`;
        })
        .join('')}<|close|>tools<|sep|>`,
    text: (text) => `<|open|>response<|sep|>${text}<|close|>response<|sep|>`,
  },
  // Seed-OSS: one block per call, thinking first; text raw, the rest JSON.
  'seed-oss': {
    calls: (calls) =>
      `<seed:think>The user needs a tool for this.</seed:think>\n${calls
        .map((call) => {
          const params = Object.entries(call.arguments).map(
            ([key, value]) => `<parameter=${key}>${raw(value)}</parameter>\n`,
          );
          return `<seed:tool_call>\n<function=${call.name}>\n${params.join('')}</function>\n</seed:tool_call>`;
        })
        .join('\n')}`,
    text: plain,
  },
  // F22 (FunctionGemma): the same DSL, `<escape>` around strings.
  'function-gemma': {
    calls: googleCall('<start_function_call>', '<end_function_call>', '<escape>'),
    text: plain,
  },
  ...NATIVE_FORMATS_2026,
};

/** The native formats, in a fixed order (handy for `describe.each`). */
export const NATIVE_FORMAT_NAMES = Object.keys(NATIVE_FORMATS) as NativeFormat[];
