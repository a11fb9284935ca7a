import { type BuiltInPreset, builtInPresets, type ToolCallProtocol } from '@tool/protocols';
import { ChatTemplateError, type CompiledChatTemplate } from './compile-chat-template';
import {
  PROBE_TOOLS,
  PROBE_TURNS,
  type ProbeCall,
  probeAssistantMessage,
  templateTool,
} from './probe-calls';
import { type ServerRenderShape, serverRenderShapes, withRenderShape } from './server-render-shape';
import type { TemplateMessage } from './template-messages';

/** The special tokens a template may print; passed to every render. */
export interface TemplateTokens {
  readonly bos_token: string;
  readonly eos_token: string;
}

/** The preset found for a template, and the evidence: what the template wrote for each probe turn. */
export interface TemplateFormat {
  readonly preset: BuiltInPreset;
  /** The assistant turns the template rendered for the probes (one call, two calls). */
  readonly probeRenders: readonly string[];
  /** Probe calls read back exactly, of all probe calls (all of them, or the format is not chosen). */
  readonly callsReadBack: number;
  /** The template rendering in the shape its server hands it conversations (every later render uses it). */
  readonly template: CompiledChatTemplate;
  /** That shape: `as-given` for most templates. */
  readonly shape: ServerRenderShape;
}

const PROBE_USER: TemplateMessage = { role: 'user', content: 'Probe.' };

/**
 * Where the model starts writing: the common prefix of the prompt (ending with the generation
 * prompt) and the conversation with the turn, backed off to the end of a line or a tag, so that a
 * generation prompt opening a block the past turn does not (`<think>` against `<tool_call>`) does
 * not cut the turn's first marker in two.
 */
function turnStart(prompt: string, full: string): number {
  let at = 0;
  while (at < prompt.length && at < full.length && prompt[at] === full[at]) at++;
  if (at === prompt.length) return at;
  while (at > 0 && full[at - 1] !== '\n' && full[at - 1] !== '>') at--;
  return at;
}

/**
 * What the template writes for one assistant turn: the render of the conversation with that turn,
 * less the render that ends with the generation prompt (the model writes from there).
 */
export function renderAssistantTurn(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  turn: TemplateMessage,
): string {
  const tools = PROBE_TOOLS.map(templateTool);
  const prompt = template.render({
    ...tokens,
    messages: [PROBE_USER],
    tools,
    add_generation_prompt: true,
  });
  const full = template.render({
    ...tokens,
    messages: [PROBE_USER, turn],
    tools,
    add_generation_prompt: false,
  });
  return full.slice(turnStart(prompt, full));
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function parseInput(input: string): unknown {
  try {
    return JSON.parse(input);
  } catch {
    return undefined;
  }
}

/** How many of `calls` the protocol reads back from `text`, in order, with exactly their arguments. */
export function callsReadBack(
  protocol: ToolCallProtocol,
  text: string,
  calls: readonly ProbeCall[],
): number {
  let parsed: ReturnType<ToolCallProtocol['parseGeneratedText']>;
  try {
    parsed = protocol.parseGeneratedText({ text, tools: PROBE_TOOLS });
  } catch {
    return 0;
  }
  const read = parsed.filter((part) => part.type === 'tool-call');
  if (read.length !== calls.length) return 0;
  return calls.filter((call, index) => {
    const part = read[index];
    return part?.toolName === call.name && sameJson(parseInput(part.input), call.input);
  }).length;
}

/** The first preset (in the format list's order) whose parser reads every probe call back. */
function readingPreset(turns: readonly ProbeTurn[]): BuiltInPreset | undefined {
  const total = turns.reduce((sum, turn) => sum + turn.calls.length, 0);
  return builtInPresets.find((preset) => {
    const protocol = preset.protocol();
    const read = turns.reduce(
      (sum, turn) => sum + callsReadBack(protocol, turn.text, turn.calls),
      0,
    );
    return read === total;
  });
}

function unreadError(turns: readonly ProbeTurn[]): ChatTemplateError {
  const shown = turns
    .map((turn) => `--- turn with ${turn.calls.length} call(s) ---\n${turn.text}`)
    .join('\n');
  const ignored = turns.every((turn) => turn.calls.every((call) => !turn.text.includes(call.name)));
  const why = ignored
    ? 'This chat template writes nothing for the tool_calls of an assistant message (it leaves them out), so the format its model writes cannot be found by rendering calls.'
    : 'No preset reads back the tool calls this chat template writes, so its format is not one this version knows.';
  return new ChatTemplateError(
    `${why} What the template renders for an assistant turn with probe calls:\n${shown}\n--- end ---\nUse createToolMiddleware with a protocol that reads this format.`,
  );
}

/**
 * Finds the format of a template by round trip: renders assistant turns with probe calls and
 * returns the first preset (in the format list's order) whose parser reads every probe call back
 * exactly. The template is rendered as transformers documents it first, then in the shapes its
 * vendor's server uses (see `serverRenderShapes`); the first shape read back is kept. Throws a
 * `ChatTemplateError` showing what the template rendered when no preset reads it, or the
 * template's own error when it renders in no shape.
 */
export function findTemplateFormat(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  now: () => Date = () => new Date(),
): TemplateFormat {
  let firstError: unknown;
  let firstRendered: readonly ProbeTurn[] | undefined;
  for (const shape of serverRenderShapes(now)) {
    const shaped = withRenderShape(template, shape);
    let turns: ProbeTurn[];
    try {
      turns = probeTurns(shaped, tokens);
    } catch (error) {
      firstError ??= error;
      continue;
    }
    const preset = readingPreset(turns);
    if (preset !== undefined) {
      const read = turns.reduce((sum, turn) => sum + turn.calls.length, 0);
      const probeRenders = turns.map((turn) => turn.text);
      return { preset, probeRenders, callsReadBack: read, template: shaped, shape };
    }
    firstRendered ??= turns;
  }
  if (firstRendered !== undefined) throw unreadError(firstRendered);
  throw firstError;
}

interface ProbeTurn {
  readonly calls: readonly ProbeCall[];
  readonly text: string;
}

/**
 * The probe turns the template can write. A template that refuses several calls in one turn
 * (Llama 3.x raises) or writes only the first (gpt-oss) is probed with one call per turn: its
 * model never saw two, so no format has to read them.
 */
function probeTurns(template: CompiledChatTemplate, tokens: TemplateTokens): ProbeTurn[] {
  const turns: ProbeTurn[] = [];
  for (const calls of PROBE_TURNS) {
    let text: string;
    try {
      text = renderAssistantTurn(template, tokens, probeAssistantMessage(calls));
    } catch (error) {
      if (calls.length > 1 && turns.length > 0) continue;
      throw error;
    }
    if (calls.length > 1 && !calls.every((call) => text.includes(call.name))) continue;
    turns.push({ calls, text });
  }
  return turns;
}
