import type { FunctionTool } from '@tool/protocols';
import type { TemplateMessage, TemplateTool } from './template-messages';

/** A tool call the probe asks the template to render, with the arguments it must read back. */
export interface ProbeCall {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

// Every parameter has a description: Command R+'s template reads one of each (in Python's Jinja2 too).
const RECORD_SCHEMA = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'Free text' },
    count: { type: 'integer', description: 'A count' },
    ratio: { type: 'number', description: 'A ratio' },
    enabled: { type: 'boolean', description: 'On' },
    disabled: { type: 'boolean', description: 'Off' },
    // Not `type: 'null'`: Hermes's template recurses forever on it, in Python's Jinja2 too.
    nothing: { anyOf: [{ type: 'null' }], description: 'Nothing' },
    nested: {
      type: 'object',
      description: 'Nested values',
      properties: { level: { type: 'object', properties: { list: { type: 'array', items: {} } } } },
    },
    items: { type: 'array', items: {}, description: 'Mixed items' },
  },
  required: ['text'],
};

const SEARCH_SCHEMA = {
  type: 'object',
  properties: {
    query: { type: 'string', description: 'The query' },
    limit: { type: 'integer', description: 'How many' },
  },
  required: ['query'],
};

/** The probe tools, as the middleware would see them and as a template reads them. */
export const PROBE_TOOLS: readonly FunctionTool[] = [
  {
    type: 'function',
    name: 'record_note',
    description: 'Records a note.',
    inputSchema: RECORD_SCHEMA,
  },
  {
    type: 'function',
    name: 'search_docs',
    description: 'Searches the docs.',
    inputSchema: SEARCH_SCHEMA,
  },
];

/**
 * Values that formats write differently and parsers trip on: quotes, a newline, `<` and `&`
 * (XML-ish formats), non-ASCII and an astral character, integers and a negative fraction,
 * both booleans, null, nested objects and arrays of mixed items.
 */
const RICH_CALL: ProbeCall = {
  name: 'record_note',
  input: {
    text: 'He said "hi" & left <b>early</b>\nsecond line: ünïcødé 😀',
    count: 42,
    ratio: -1.5,
    enabled: true,
    disabled: false,
    nothing: null,
    nested: { level: { list: [1, 'two', { three: 3 }] } },
    items: ['a', 2, true, null],
  },
};

const SECOND_CALL: ProbeCall = {
  name: 'search_docs',
  input: { query: 'it\'s a "test"', limit: 3 },
};

/** One call, then two in one turn: a format must read both back exactly. */
export const PROBE_TURNS: readonly (readonly ProbeCall[])[] = [
  [RICH_CALL],
  [RICH_CALL, SECOND_CALL],
];

export function templateTool(tool: FunctionTool): TemplateTool {
  return {
    type: 'function',
    function: {
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      parameters: tool.inputSchema,
    },
  };
}

export function probeAssistantMessage(calls: readonly ProbeCall[]): TemplateMessage {
  return {
    role: 'assistant',
    content: '',
    tool_calls: calls.map((call, index) => ({
      id: `probe${String(index + 1).padStart(4, '0')}`,
      type: 'function',
      function: { name: call.name, arguments: call.input },
    })),
  };
}
