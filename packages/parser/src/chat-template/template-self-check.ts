import type { CompiledChatTemplate } from './compile-chat-template';
import {
  renderAssistantTurn,
  type TemplateFormat,
  type TemplateTokens,
} from './find-template-format';
import { PROBE_TOOLS, PROBE_TURNS, probeAssistantMessage, templateTool } from './probe-calls';
import type { ServerRenderShapeName } from './server-render-shape';
import type { TemplateMessage } from './template-messages';
import { writeTemplatePrompt } from './write-template-prompt';

/** What `fromChatTemplate` found about its template when it was made. */
export interface TemplateSelfCheck {
  readonly format: string;
  /** How conversations are handed to the template (see `serverRenderShapes`): `as-given` for most. */
  readonly renderShape: ServerRenderShapeName;
  /** Probe calls the chosen preset read back exactly, of the probe calls the template wrote. */
  readonly callsReadBack: number;
  /** Whether a plain chat request renders the template's tool prompt exactly (system and first user turn). */
  readonly toolPrompt: 'exact' | 'preset';
  /** Whether past calls and tool results render exactly too. */
  readonly history: 'exact' | 'preset';
  /** Why a part keeps the preset's wording, for the parts that do. */
  readonly notes: readonly string[];
  /** The text the template closes an assistant turn with, where the completion transport stops. */
  readonly endOfTurn: string | undefined;
  /** Stop sequences of the completion transport: the end of turn, the end of a call turn, the EOS token. */
  readonly stopSequences: readonly string[];
  /**
   * The thinking block the generation prompt leaves open (`<think>` for QwQ, DeepSeek R1), so the
   * answer begins inside it; undefined when the model starts in text.
   */
  readonly opensThinking: { readonly open: string; readonly close: string } | undefined;
}

/** The tag the generation prompt ends inside of: an opening `<x>` after which `</x>` does not come. */
function openThinking(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
): TemplateSelfCheck['opensThinking'] {
  try {
    const messages = [{ role: 'user', content: 'Hello.' }];
    const prompt = template.render({ ...tokens, messages, add_generation_prompt: true });
    const bare = template.render({ ...tokens, messages, add_generation_prompt: false });
    const generation = prompt.startsWith(bare) ? prompt.slice(bare.length) : '';
    const open = /(<([\w:-]*think[\w-]*)>)\s*$/i.exec(generation);
    if (open?.[1] === undefined || open[2] === undefined) return undefined;
    return { open: open[1], close: `</${open[2]}>` };
  } catch {
    return undefined;
  }
}

const CONTROL =
  /<\|[^|\s]{1,40}\|>|<\uff5c[^\uff5c]{1,40}\uff5c>|<\/s>|\[\/?[A-Z][A-Z_]{1,30}\]|<(?:start|end)_of_turn>/g;
const ANSWER = '\u27e6answer\u27e7';
const NEXT = '\u27e6next\u27e7';

/** The control token `text` ends with (whitespace after it aside). */
function lastControlToken(text: string): string | undefined {
  const trimmed = text.trimEnd();
  const found = [...trimmed.matchAll(CONTROL)].at(-1);
  return found !== undefined && found.index + found[0].length === trimmed.length
    ? found[0]
    : undefined;
}

/** The control tokens between an answer and the next user message; the first is where an answer ends. */
function turnEndTokens(template: CompiledChatTemplate, tokens: TemplateTokens): string[] {
  try {
    const messages = [
      { role: 'user', content: 'Hello.' },
      { role: 'assistant', content: ANSWER },
      { role: 'user', content: NEXT },
    ];
    const text = template.render({ ...tokens, messages, add_generation_prompt: false });
    const between = text.slice(text.indexOf(ANSWER) + ANSWER.length, text.indexOf(NEXT));
    return [...between.matchAll(CONTROL)].map((match) => match[0]);
  } catch {
    return [];
  }
}

const REFERENCE: readonly TemplateMessage[] = [
  { role: 'system', content: 'You are a helpful assistant.' },
  { role: 'user', content: 'Note this, then search.' },
  probeAssistantMessage(PROBE_TURNS[0] ?? []),
  { role: 'tool', tool_call_id: 'probe0001', content: '{"saved": true}' },
  { role: 'assistant', content: 'Saved.' },
  { role: 'user', content: 'Thanks.' },
];

/**
 * The check `fromChatTemplate` runs at creation: the format's round trip (already done by
 * `findTemplateFormat`), whether the tool prompt and the history of a reference conversation
 * reach the server exactly, and where an answer ends.
 */
export function templateSelfCheck(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  format: TemplateFormat,
): TemplateSelfCheck {
  const tools = PROBE_TOOLS.map(templateTool);
  const notes: string[] = format.shape.note === '' ? [] : [`rendering: ${format.shape.note}`];
  const opening = writeTemplatePrompt(template, tokens, REFERENCE.slice(0, 2), tools);
  if (opening.kind === 'unreachable') notes.push(`tool prompt: ${opening.reason}`);
  const whole = writeTemplatePrompt(template, tokens, REFERENCE, tools);
  if (whole.kind === 'unreachable') notes.push(`history: ${whole.reason}`);
  const answer = renderAssistantTurn(template, tokens, { role: 'assistant', content: ANSWER });
  const between = turnEndTokens(template, tokens);
  const lastEnd = lastControlToken(answer.slice(answer.indexOf(ANSWER) + ANSWER.length));
  const endOfTurn = between[0] ?? lastEnd ?? (tokens.eos_token || undefined);
  const callTurnEnd = lastControlToken(format.probeRenders[0] ?? '');
  const stops = new Set(
    [endOfTurn, lastEnd, callTurnEnd, tokens.eos_token].filter((stop): stop is string => !!stop),
  );
  return {
    format: format.preset.name,
    renderShape: format.shape.name,
    callsReadBack: format.callsReadBack,
    toolPrompt: opening.kind === 'exact' ? 'exact' : 'preset',
    history: whole.kind === 'exact' ? 'exact' : 'preset',
    notes,
    endOfTurn,
    stopSequences: [...stops],
    opensThinking: openThinking(template, tokens),
  };
}
