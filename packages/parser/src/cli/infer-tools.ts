import type { FunctionTool, ToolCallProtocol } from '@tool/protocols';

/** The schema an inferred tool gets: any object, so every argument the model wrote is kept. */
const ANY_OBJECT = { type: 'object' } as const;

/** More candidates than this are ignored: a real output names a handful of tools. */
const MAX_CANDIDATES = 512;

/** Each round adds the names the previous one reported; real outputs settle after one. */
const MAX_ROUNDS = 3;

/**
 * Element names that are markup, reasoning or another format's structure, never a tool: without
 * this list a `<think>` block would read as a call under the element-per-tool formats.
 */
const NOT_TOOLS: ReadonlySet<string> = new Set(
  (
    'a b i u s p br hr em strong code pre kbd sub sup ul ol li div span img table thead tbody tr ' +
    'td th h1 h2 h3 h4 h5 h6 html head body script style blockquote details summary ' +
    'think thinking reasoning reflection scratchpad answer final response result results output ' +
    'input tools tool_call tool_calls tool_response tool_result tool_results function functions ' +
    'function_calls parameter parameters invoke arg_key arg_value'
  ).split(' '),
);

/**
 * Tools for a parse without declarations: every name the protocol would call or reports as
 * undeclared, each with a permissive object schema. Formats that name the tool in JSON report an
 * undeclared name (`UNKNOWN_TOOL`); formats where the name is the syntax itself (`<get_weather>`,
 * `[get_weather(…)]`) only open a call for a declared name, so candidates are first read from the
 * text (element names and names before `(`), and those that never became a call are dropped.
 *
 * @param protocol The protocol of the chosen preset.
 * @param text The model output.
 * @returns The inferred tools, in order of appearance.
 */
export function inferTools(protocol: ToolCallProtocol, text: string): FunctionTool[] {
  let declared = candidateToolNames(text);
  let found = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    found = namesFound(protocol, text, declared);
    const missing = [...found].filter((name) => !declared.includes(name));
    if (missing.length === 0) break;
    declared = [...declared, ...missing];
  }
  return [...found].map((name) => ({ type: 'function', name, inputSchema: ANY_OBJECT }));
}

/** The names that became calls or were reported with a tool name, in order of appearance. */
function namesFound(
  protocol: ToolCallProtocol,
  text: string,
  declared: ReadonlyArray<string>,
): Set<string> {
  const found = new Set<string>();
  const tools = declared.map((name) => ({ name, inputSchema: ANY_OBJECT }));
  const content = protocol.parseGeneratedText({
    text,
    tools,
    options: {
      onError: (_message, { toolName }) => {
        if (toolName !== undefined && toolName.length > 0) found.add(toolName);
      },
    },
  });
  for (const part of content) if (part.type === 'tool-call') found.add(part.toolName);
  return found;
}

/**
 * A tool named the way JSON calls and attribute formats name it: `"name": "X"` (either quote) or
 * `name="X"`. Formats that read such a call of an undeclared tool as prose when nothing else says
 * it is a call (an xLAM list, a bare Llama object in a sentence, a MiniCPM5 document) report no
 * name to infer, so the names are read from the text.
 */
const NAMED =
  /["']name["']\s*:\s*["']([^"'\\\n]{1,128})["']|\bname\s*=\s*["']([^"'\n]{1,128})["']/g;

/**
 * Names that may be tools: element names (`<get_weather>`, `<get_time/>`) other than markup,
 * identifiers right before `(`, and {@link NAMED} values.
 */
export function candidateToolNames(text: string): string[] {
  const names = new Set<string>();
  let i = 0;
  while (i < text.length && names.size < MAX_CANDIDATES) {
    const code = text.charCodeAt(i);
    if (code === 60 /* < */) {
      const end = nameEnd(text, i + 1);
      if (end > i + 1 && isTagDelimiter(text.charCodeAt(end))) {
        const name = text.slice(i + 1, end);
        if (!NOT_TOOLS.has(name.toLowerCase())) names.add(name);
      }
      i = Math.max(end, i + 1);
    } else if (isNameStart(code) && (i === 0 || !isNameChar(text.charCodeAt(i - 1)))) {
      const end = nameEnd(text, i);
      if (text.charCodeAt(end) === 40 /* ( */) names.add(text.slice(i, end));
      i = end;
    } else {
      i++;
    }
  }
  for (const match of text.matchAll(NAMED)) {
    if (names.size >= MAX_CANDIDATES) break;
    const name = (match[1] ?? match[2] ?? '').trim();
    if (name.length > 0) names.add(name);
  }
  return [...names];
}

/** The end of a name starting at `start` (`start` itself when none starts there). */
function nameEnd(text: string, start: number): number {
  if (!isNameStart(text.charCodeAt(start))) return start;
  let end = start + 1;
  while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
  return end;
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === 45 || code === 46;
}

/** What may follow an element name: `>`, `/` or whitespace. */
function isTagDelimiter(code: number): boolean {
  return code === 62 || code === 47 || code === 32 || code === 9 || code === 10 || code === 13;
}
