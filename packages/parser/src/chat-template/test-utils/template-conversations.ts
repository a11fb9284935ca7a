/**
 * Conversations in the shape chat templates read (transformers / OpenAI messages, arguments as
 * objects the way vLLM and llama.cpp hand them to a template), chosen to hit what renders differ
 * on: quotes, `<`, `&`, non-ASCII, newlines, numbers, booleans, null, nested objects and arrays.
 */
export const TEMPLATE_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      description: 'Weather for a city, "now" & <later>.',
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City name' },
          days: { type: 'integer' },
          metric: { type: 'boolean' },
        },
        required: ['city'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search',
      description: 'Search the web',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string' },
          filters: { type: 'object', properties: { site: { type: 'string' } } },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['query'],
      },
    },
  },
];

const weatherCall = {
  id: 'a1b2c3d4e',
  type: 'function',
  function: {
    name: 'get_weather',
    arguments: { city: 'Paris "FR" <x> & ü', days: 3, metric: true },
  },
};
const searchCall = {
  id: 'f5g6h7i8j',
  type: 'function',
  function: {
    name: 'search',
    arguments: { query: 'line1\nline2', filters: { site: null }, tags: ['a', 1.5, false] },
  },
};

/** Arguments with keys that are also dict methods (`items`, `keys`) and Python-only spellings. */
const methodKeysCall = {
  id: 'k1l2m3n4o',
  type: 'function',
  function: {
    name: 'search',
    arguments: { query: 'ünï "q"', items: [true, null, { keys: 'v' }], values: -0.5, get: false },
  },
};

export const TEMPLATE_CONVERSATIONS: Readonly<Record<string, readonly unknown[]>> = {
  'method keys': [
    { role: 'user', content: 'Search with odd keys' },
    { role: 'assistant', content: '', tool_calls: [methodKeysCall] },
  ],
  plain: [
    { role: 'system', content: 'You are helpful.' },
    { role: 'user', content: 'Hi there' },
  ],
  'no system': [{ role: 'user', content: 'What is the weather in Paris?' }],
  history: [
    { role: 'system', content: 'You are helpful.' },
    { role: 'user', content: 'What is the weather in Paris?' },
    { role: 'assistant', content: '', tool_calls: [weatherCall] },
    { role: 'tool', tool_call_id: 'a1b2c3d4e', name: 'get_weather', content: '{"temp": 21}' },
    { role: 'assistant', content: 'It is 21 degrees.' },
    { role: 'user', content: 'And search please' },
  ],
  'two calls': [
    { role: 'user', content: 'Do both' },
    { role: 'assistant', content: '', tool_calls: [weatherCall, searchCall] },
    { role: 'tool', tool_call_id: 'a1b2c3d4e', name: 'get_weather', content: 'sunny' },
    { role: 'tool', tool_call_id: 'f5g6h7i8j', name: 'search', content: 'found' },
  ],
};
