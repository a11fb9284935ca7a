import type { PresetName } from '../presets/preset-definitions';

/** One class of real model output from issue 25, as an agent loop meets it. */
export interface FormatMissCase {
  name: string;
  /** The preset by name, or a model id for `toolMiddlewareFor`. */
  preset?: PresetName;
  modelId?: string;
  /** What the model writes in its first turn. */
  output: string;
  /** The inputs the tools run with in that step, in order. */
  executed: Array<{ tool: string; input: unknown }>;
  /** Whether a call of that step was botched (sent back to the model instead of run). */
  botched: boolean;
}

/** The tools the cases call, as JSON schemas (the AI SDK runs them with the input as parsed). */
export const FORMAT_MISS_SCHEMAS: Record<string, Record<string, unknown>> = {
  get_weather: {
    type: 'object',
    properties: { city: { type: 'string' }, days: { type: 'number' } },
    required: ['city'],
  },
  lookup: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  todo_write: {
    type: 'object',
    properties: {
      todos: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'string' }, task: { type: 'string' } } },
      },
    },
    required: ['todos'],
  },
  write: {
    type: 'object',
    properties: { content: { type: 'string' }, parent: { type: ['string', 'null'] } },
    required: ['content'],
  },
};

export const FORMAT_MISS_CASES: FormatMissCase[] = [
  {
    name: 'xml: an undeclared argument after a string one (item 0)',
    preset: 'xml',
    output: '<get_weather><city>Paris</city><mood>sunny</mood></get_weather>',
    executed: [{ tool: 'get_weather', input: { city: 'Paris', mood: 'sunny' } }],
    botched: false,
  },
  {
    name: 'pythonic: a bad call beside a good one (item 4)',
    preset: 'pythonic',
    output: "[lookup(id=b'x'), get_weather(city='Oslo')]",
    executed: [{ tool: 'get_weather', input: { city: 'Oslo' } }],
    botched: true,
  },
  {
    name: 'pythonic: a non-finite number (item 4)',
    preset: 'pythonic',
    output: "[get_weather(city='Oslo', days=1e999)]",
    executed: [],
    botched: true,
  },
  {
    name: 'glm: escaped JSON for an array, a literal \\n after the name (item 7)',
    preset: 'glm',
    output:
      '<tool_call>todo_write\\n<arg_key>todos</arg_key><arg_value>[{\\"id\\": \\"1\\", \\"task\\": \\"ship\\"}]</arg_value></tool_call>',
    executed: [{ tool: 'todo_write', input: { todos: [{ id: '1', task: 'ship' }] } }],
    botched: false,
  },
  {
    name: 'qwen3-coder: None for a nullable argument (item 8)',
    preset: 'qwen3-coder',
    output:
      '<tool_call>\n<function=write>\n<parameter=content>\nNone\n</parameter>\n<parameter=parent>\nNone\n</parameter>\n</function>\n</tool_call>',
    executed: [{ tool: 'write', input: { content: 'None', parent: null } }],
    botched: false,
  },
  {
    name: 'qwen3-coder: a misspelt close after </parameter> (item 9)',
    preset: 'qwen3-coder',
    output: '<tool_call>\n<function=write>\n<parameter=content>\nhi\n</parameter>\n</functio>',
    executed: [{ tool: 'write', input: { content: 'hi' } }],
    botched: false,
  },
  {
    name: 'Llama 3.2 by model id: the JSON its template teaches (item 11)',
    modelId: 'meta-llama/Llama-3.2-3B-Instruct',
    output: '{"name": "get_weather", "parameters": {"city": "Oslo"}}',
    executed: [{ tool: 'get_weather', input: { city: 'Oslo' } }],
    botched: false,
  },
];

/** The first turn, cut one character at a time in stream mode. */
export function missTurn(output: string, mode: 'generate' | 'stream'): { chunks: string[] } {
  const text = `Working.\n${output}`;
  return { chunks: mode === 'stream' ? text.split('') : [text] };
}
