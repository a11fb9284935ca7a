// A corpus of prose-heavy model outputs that hold no tool call: code with JSON, tutorials about
// tool calling, XML documents. Written for this repository — hand-written pieces, and more made
// programmatically by combining them — to measure that reading neighbours' formats by default
// (PRESET_SALVAGE) turns none of them into a call. As everywhere in this repository, a call of a
// declared tool is a call even inside Markdown code (models fence their calls); the calls that
// tutorials and code show name other tools (`send_email`, `lookup_stock`), as documentation does.

const FENCE = '```';

/** The tools the corpus is read with: names a tutorial would also use. */
export const CORPUS_TOOLS = [
  {
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, unit: { type: 'string' } },
      required: ['city'],
    },
  },
  {
    name: 'search',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
];

const HAND_WRITTEN: readonly string[] = [
  `To call a tool, the model writes \`<tool_call>{"name": "send_email", "arguments": {"city": "Paris"}}</tool_call>\` and stops; the host runs it.`,
  `Here is how Hermes-style calls look:\n\n${FENCE}\n<tool_call>\n{"name": "send_email", "arguments": {"city": "Paris"}}\n</tool_call>\n${FENCE}\n\nThe JSON inside must be valid.`,
  `Qwen3-Coder writes XML instead:\n\n${FENCE}xml\n<tool_call>\n<function=send_email>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>\n${FENCE}`,
  `Mistral models emit \`[TOOL_CALLS]\` followed by a JSON array, e.g. \`[TOOL_CALLS][{"name": "lookup_stock", "arguments": {"query": "x"}}]\`.`,
  `Llama 3.1 uses a bare object: ${FENCE}json\n{"name": "send_email", "parameters": {"city": "Oslo"}}\n${FENCE}`,
  `A package.json looks like this:\n${FENCE}json\n{\n  "name": "my-app",\n  "version": "1.0.0",\n  "scripts": {"test": "vitest"}\n}\n${FENCE}`,
  `The response was {"status": "ok", "items": [1, 2, 3]} which means the request worked.`,
  `Set "name" to your project name, for example {"name": "demo", "private": true}.`,
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>Weather news</title>\n    <item><title>Rain in Paris</title></item>\n  </channel>\n</rss>`,
  `<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>demo</artifactId>\n</project>`,
  `<svg width="100" height="100"><circle cx="50" cy="50" r="40" fill="red" /></svg> draws a red circle.`,
  `In XSLT you declare <xsl:function name="f:double"><xsl:param name="x"/></xsl:function> and call it.`,
  `The <function> element in this schema has a <parameter> child for each argument; see the XSD.`,
  `Python: \`tools = [{"type": "function", "function": {"name": "send_email"}}]\` then pass tools=tools.`,
  `${FENCE}python\nresult = client.chat(messages, tools=[{"name": "lookup_stock", "description": "Search"}])\nprint(result["tool_calls"])\n${FENCE}`,
  `If the model answers with <tool_call> but no JSON after it, the parser keeps the text.`,
  `Write tool_call blocks only when needed. A tool response comes back in <tool_response> tags.`,
  `The weather function takes a city: send_email(city="Paris") returns a dict.`,
  `${FENCE}yaml\nname: send_email\narguments:\n  city: Paris\n${FENCE}\nis the YAML form some prompts use.`,
  `Use None, True and False in Python, but null, true and false in JSON.`,
  `In LaTeX, write \\$5 to get a dollar sign; in JSON that escape is invalid.`,
  `<html><body><h1>Docs</h1><p>Call <code>search</code> with a query.</p></body></html>`,
  `The OpenAI format: ${FENCE}json\n{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "send_email", "arguments": "{\\"city\\": \\"Paris\\"}"}}]}\n${FENCE}`,
  `Anthropic uses \`{"type": "tool_use", "name": "lookup_stock", "input": {"query": "x"}}\` blocks.`,
  `The old agent's log line {"name": "send_email", "arguments": {"to": "ops@example.com"}} shows what it tried.`,
  `Our API returns {"name": "get_weather", "version": 2, "deprecated": false} for each endpoint.`,
  `<config>\n  <setting name="timeout">30</setting>\n  <setting name="retries">3</setting>\n</config>`,
  `Post [{"name": "send_email", "arguments": {"to": "ops@example.com"}}] as the batch body; the queue runs each entry.`,
  `<functions>\n  <function name="send_email">\n    <param name="to" type="string" required="true"/>\n  </function>\n</functions>`,
  `Our audit trail stores {"name": "lookup_stock", "parameters": {"query": "ACME"}} for every request it served.`,
];

const TOPICS = [
  'a REST API',
  'a CLI tool',
  'a chat bot',
  'a data pipeline',
  'a web scraper',
  'an agent',
  'a cron job',
  'a mobile app',
];
const NAMES = ['Alice', 'report', 'my-app', 'weather-service', 'build', 'deploy'];

/** Code with JSON: objects in fenced blocks and in inline code, in several languages. */
function codeWithJson(topic: string, name: string, i: number): string {
  const samples = [
    `For ${topic}, the config is:\n${FENCE}json\n{"name": "${name}", "arguments": {"verbose": true}, "port": ${3000 + i}}\n${FENCE}`,
    `${FENCE}ts\nconst call = { name: '${name}', arguments: { id: ${i} } };\nawait run(call);\n${FENCE}\nThis runs ${topic}.`,
    `Send \`{"name": "${name}", "arguments": {"limit": ${i}}}\` to ${topic} and read the reply.`,
    `${FENCE}\n{"tool": "${name}", "parameters": {"n": ${i}}}\n${FENCE}\nis what ${topic} logs.`,
    `${FENCE}json\n[{"name": "send_email", "arguments": {"city": "Paris"}}, {"name": "lookup_stock", "arguments": {"query": "${topic}"}}]\n${FENCE}`,
  ];
  return samples[i % samples.length] as string;
}

/** Tutorials about tool calling that show calls the way documentation does. */
function tutorial(topic: string, name: string, i: number): string {
  const samples = [
    `## Tool calling in ${topic}\n\nThe model replies with a \`<tool_call>\` block; the middleware parses it. Example:\n\n${FENCE}\n<tool_call>\n{"name": "lookup_stock", "arguments": {"query": "${name}"}}\n</tool_call>\n${FENCE}`,
    `Step ${i}: define the tool \`send_email\` for ${topic}. Step ${i + 1}: the model writes \`<function=send_email>\` with \`<parameter=city>\` tags. Step ${i + 2}: you run it.`,
    `When ${topic} needs data, the assistant may emit a call such as ${FENCE}json\n{"name": "send_email", "arguments": {"city": "${name}"}}\n${FENCE} — your code executes it.`,
    `Tip ${i}: avoid nesting <tool_call> tags in ${topic}; one call per block keeps parsing simple.`,
    `The ${name} tool in ${topic} returns {"ok": true, "count": ${i}} as its result, which the model then reads.`,
  ];
  return samples[i % samples.length] as string;
}

/** XML documents, bare in the answer (not fenced). */
function xmlDocument(topic: string, name: string, i: number): string {
  const samples = [
    `<?xml version="1.0"?>\n<note id="${i}">\n  <to>${name}</to>\n  <body>About ${topic}</body>\n</note>`,
    `<catalog>\n  <book id="b${i}"><title>${topic}</title><author>${name}</author></book>\n</catalog>`,
    `<functions>\n  <function name="${name}">\n    <param name="x" type="int"/>\n  </function>\n</functions>`,
    `<weather city="Paris"><temp unit="c">${i}</temp><sky>clear</sky></weather>`,
    `<settings><query>${topic}</query><limit>${i}</limit></settings>`,
  ];
  return samples[i % samples.length] as string;
}

/** Plain explanations that name tools, tags and JSON keys in running prose. */
function explanation(topic: string, name: string, i: number): string {
  const samples = [
    `In ${topic}, send_email takes an address and lookup_stock takes a symbol; ${name} calls neither directly.`,
    `The JSON key "arguments" holds an object, and "name" holds the tool's name (here: ${name}).`,
    `Models trained on Hermes data wrap calls in tool_call tags; Qwen3-Coder models use function=NAME tags instead (${topic}).`,
    `Result ${i}: {"name": "${name}", "value": ${i}} was stored, then {"error": null} came back.`,
    `Write True/False/None in Python and $ for a literal dollar in shell strings, as ${topic} does.`,
  ];
  return samples[i % samples.length] as string;
}

/** The whole corpus: the hand-written outputs, then the generated ones. */
export function proseCorpus(): string[] {
  const generated: string[] = [];
  let i = 0;
  for (const topic of TOPICS) {
    for (const name of NAMES) {
      generated.push(
        codeWithJson(topic, name, i),
        tutorial(topic, name, i),
        xmlDocument(topic, name, i),
        explanation(topic, name, i),
      );
      i += 1;
    }
  }
  return [...HAND_WRITTEN, ...generated];
}
