// Model outputs for the streaming benchmarks, written in each preset's wire format, with the
// calls they must produce. Everything is deterministic: the same size always gives the same text.

/** The tools every scenario declares (AI SDK function tools). */
export const TOOLS = [
  {
    type: 'function',
    name: 'write_file',
    description: 'Write a file to disk',
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    },
  },
  {
    type: 'function',
    name: 'get_weather',
    description: 'Current weather in a city',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city', 'days'],
    },
  },
];

/**
 * How each preset writes a call. `hermes` and `gemma` are JSON in delimiters; `xml` is one element
 * per call, named after the tool, with one child per argument written raw (as models do).
 */
export const FORMATS = {
  hermes: {
    markers: ['<tool_call>'],
    call: (name, args) => `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`,
  },
  gemma: {
    markers: ['```tool_call'],
    call: (name, args) => `\`\`\`tool_call\n${JSON.stringify({ name, arguments: args })}\n\`\`\``,
  },
  xml: {
    // morph-xml opens a call on `<name` followed by `>`, `/` or whitespace.
    markers: ['<write_file>', '<get_weather>'],
    call: (name, args) =>
      `<${name}>\n${Object.entries(args)
        .map(([key, value]) => `<${key}>${value}</${key}>`)
        .join('\n')}\n</${name}>`,
  },
};

// Prose that keeps a marker scanner busy: `<` comparisons, HTML-ish tags, tag-like words close to
// the markers (`<tool>`, `<tool_`, `<write`, ``` fences of other languages), backticks and quotes.
const PROSE_LINES = [
  'The loop runs while i < n and j > 0, so the bound holds; see `check(a, b)` for details.\n',
  'Wrap the value in <b>bold</b> or <em>emphasis</em>, never in a <tool> tag of your own.\n',
  'A <tool_ tag, a <write_ prefix, a <get_ prefix and a stray < sign are all plain text here.\n',
  'Use ```ts fences for code and ``` to close them; `x << 2` is a shift, "quotes" stay.\n',
  'Between 3 < 4 and 5 > 2 the answer is yes && no || maybe, according to the spec.\n',
];

/** About `bytes` characters of prose, starting at line `offset` of the cycle. */
export function prose(bytes, offset = 0) {
  const parts = [];
  let size = 0;
  for (let i = offset; size < bytes; i++) {
    const line = PROSE_LINES[i % PROSE_LINES.length];
    parts.push(line);
    size += line.length;
  }
  return parts.join('');
}

const CODE_LINES = [
  'export function clamp(a: number, b: number): number {\n',
  '  if (a < b && b > 0) return a << 1; // shift when "a" is small\n',
  "  const el = <div className='box'>{items.map((i) => <Item key={i} />)}</div>;\n",
  '  while (i <= n || done !== true) i += step > 2 ? 1 : 2;\n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: this is code the model writes
  '  return `${a}>${b}` + "\\"quoted\\"" + \'single\';\n',
  '}\n',
];

/** About `bytes` characters of code full of `<`, `>`, `&&`, quotes and newlines. */
export function code(bytes) {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = CODE_LINES[i % CODE_LINES.length];
    parts.push(line);
    size += line.length;
  }
  return parts.join('');
}

/** The four streaming scenarios. Each builds `{ text, calls }` for a preset's format and size. */
export const SCENARIOS = [
  {
    name: 'prose, no calls',
    build: (_format, bytes) => ({ text: prose(bytes), calls: [] }),
  },
  {
    name: 'prose, then one call',
    build: (format, bytes) => {
      const args = { city: 'Seoul', days: 3 };
      const tail = `\n${format.call('get_weather', args)}`;
      return {
        text: prose(bytes - tail.length) + tail,
        calls: [{ toolName: 'get_weather', input: args }],
      };
    },
  },
  {
    name: 'one call, large string argument',
    build: (format, bytes) => {
      const head = 'I will write the file now.\n';
      const envelope = format.call('write_file', { path: 'src/app.tsx', content: '' });
      const encoded = FORMATS.xml === format ? 1 : 1.15; // JSON escapes grow the code a little
      const args = {
        path: 'src/app.tsx',
        content: code(Math.max(0, (bytes - head.length - envelope.length) / encoded)),
      };
      return {
        text: head + format.call('write_file', args),
        calls: [{ toolName: 'write_file', input: args }],
      };
    },
  },
  {
    name: 'many small calls',
    build: (format, bytes) => {
      const parts = [];
      const calls = [];
      let size = 0;
      for (let i = 0; size < bytes; i++) {
        const args = { city: `City ${i}`, days: (i % 7) + 1 };
        const piece = `Checking city ${i}.\n${format.call('get_weather', args)}\n`;
        parts.push(piece);
        calls.push({ toolName: 'get_weather', input: args });
        size += piece.length;
      }
      return { text: parts.join(''), calls };
    },
  },
];
