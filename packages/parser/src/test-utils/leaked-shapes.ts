// The shapes real models leak from a neighbouring format (issue 32, item 4), each a call of
// get_weather with {"city": "Paris"} (the array: and get_time with {"zone": "UTC"}).

/** A leaked shape's name, as docs/presets.md's salvage table names it. */
export type LeakedShape = keyof typeof LEAKED_SHAPES;

export const LEAKED_SHAPES = {
  'hermes-json':
    '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
  'function-xml-in-tool-call':
    '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>',
  'function-xml': '<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>',
  'bare-object': 'Sure. {"name": "get_weather", "arguments": {"city": "Paris"}}',
  'array-in-tool-call':
    '<tool_call>[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time", "arguments": {"zone": "UTC"}}]</tool_call>',
  'double-encoded-arguments':
    '<tool_call>{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}</tool_call>',
  'python-literals':
    '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris", "unit": None}}</tool_call>',
  'dollar-escape':
    '<tool_call>{"name": "get_weather", "arguments": {"city": "\\$Paris"}}</tool_call>',
  'alias-tool-parameters':
    '<tool_call>{"tool": "get_weather", "parameters": {"city": "Paris"}}</tool_call>',
  'alias-function-args':
    '<tool_call>{"function": "get_weather", "args": {"city": "Paris"}}</tool_call>',
  'alias-input': '<tool_call>{"name": "get_weather", "input": {"city": "Paris"}}</tool_call>',
  'yaml-in-tool-call': '<tool_call>\nname: get_weather\narguments:\n  city: Paris\n</tool_call>',
} as const;

/** What a shape should give when it is read. */
export const LEAKED_SHAPE_CALLS: Record<
  LeakedShape,
  ReadonlyArray<{ toolName: string; input: unknown }>
> = {
  'hermes-json': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'function-xml-in-tool-call': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'function-xml': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'bare-object': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'array-in-tool-call': [
    { toolName: 'get_weather', input: { city: 'Paris' } },
    { toolName: 'get_time', input: { zone: 'UTC' } },
  ],
  'double-encoded-arguments': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'python-literals': [{ toolName: 'get_weather', input: { city: 'Paris', unit: null } }],
  'dollar-escape': [{ toolName: 'get_weather', input: { city: '$Paris' } }],
  'alias-tool-parameters': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'alias-function-args': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'alias-input': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
  'yaml-in-tool-call': [{ toolName: 'get_weather', input: { city: 'Paris' } }],
};

/** The tools the shapes are read with. */
export const SHAPE_TOOLS = [
  {
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: ['string', 'null'] } },
      required: ['city'],
    },
  },
  { name: 'get_time', inputSchema: { type: 'object', properties: { zone: { type: 'string' } } } },
];
