import type { CompiledChatTemplate } from './compile-chat-template';
import type { TemplateTokens } from './find-template-format';
import { fillLayout, readLayout, sentinel, turnMarkup } from './match-slots';
import type { TemplateMessage, TemplateTool } from './template-messages';

/** A message of the rewritten request: text only, the roles every chat API takes. */
export interface SlotMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** How tool results and the system slot are laid out in the plain-text conversation. */
interface Shape {
  /**
   * `add`: a system message even when the conversation has none; `none`: never one of our own;
   * `prepend`: one of our own before the conversation's system message (GLM writes its tools in
   * a system turn of their own before the caller's, which a second system message renders).
   */
  readonly system: 'add' | 'none' | 'prepend';
  /**
   * `user`: each run of tool results is a user message; `previous`: it joins the assistant message
   * with the calls; `both`: and the assistant message after it joins too.
   */
  readonly results: 'user' | 'previous' | 'both';
}

const SHAPES: readonly Shape[] = [
  { system: 'add', results: 'user' },
  { system: 'none', results: 'user' },
  { system: 'add', results: 'previous' },
  { system: 'none', results: 'previous' },
  { system: 'add', results: 'both' },
  { system: 'none', results: 'both' },
  { system: 'prepend', results: 'user' },
  { system: 'prepend', results: 'previous' },
  { system: 'prepend', results: 'both' },
];

/** Whether a shape puts a system message of its own before the conversation. */
function ownSystem(conversation: readonly TemplateMessage[], shape: Shape): boolean {
  const hasSystem = conversation[0]?.role === 'system';
  return shape.system === 'prepend' ? hasSystem : shape.system === 'add' && !hasSystem;
}

/**
 * How past calls and tool results travel: `text` — as assistant and user text (every chat API
 * takes it); `native` — as themselves (assistant `tool_calls`, `role: "tool"`), for servers that
 * render the template with them, the tools still kept out of `tools`.
 */
export type HistoryMode = 'text' | 'native';

/** One message of a plain conversation: a content to find, or a message sent as it is. */
type PlanEntry = { readonly slot: SlotMessage['role'] } | { readonly native: TemplateMessage };

export type TemplatePrompt =
  | { readonly kind: 'exact'; readonly messages: readonly TemplateMessage[] }
  | { readonly kind: 'unreachable'; readonly reason: string };

/** The plan of a shape when calls and results go as themselves: only system and user texts are found. */
function nativePlan(conversation: readonly TemplateMessage[], shape: Shape): PlanEntry[] {
  const plan: PlanEntry[] = [];
  if (ownSystem(conversation, shape)) plan.push({ slot: 'system' });
  for (const message of conversation) {
    plan.push(
      message.role === 'system' || message.role === 'user'
        ? { slot: message.role }
        : { native: message },
    );
  }
  return plan;
}

/** Groups the conversation into the slots of a shape: which messages each plain message stands for. */
function slotRoles(conversation: readonly TemplateMessage[], shape: Shape): SlotMessage['role'][] {
  const roles: SlotMessage['role'][] = [];
  if (ownSystem(conversation, shape)) roles.push('system');
  let previous: TemplateMessage['role'] | undefined;
  let joined = false;
  for (const message of conversation) {
    if (message.role === 'tool') {
      if (previous === 'tool') continue;
      if (shape.results === 'user') roles.push('user');
      joined = shape.results !== 'user' && roles[roles.length - 1] === 'assistant';
      if (shape.results !== 'user' && !joined) return [];
    } else if (
      message.role === 'assistant' &&
      previous === 'tool' &&
      joined &&
      shape.results === 'both'
    ) {
      // This answer continues the assistant slot that holds the calls and their results.
    } else {
      roles.push(message.role);
      joined = false;
    }
    previous = message.role;
  }
  return roles;
}

function render(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  messages: readonly unknown[],
  tools: readonly TemplateTool[] | undefined,
): string | undefined {
  try {
    return template.render({
      ...tokens,
      messages,
      ...(tools === undefined ? {} : { tools }),
      add_generation_prompt: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * Writes the conversation as plain messages (system, user, assistant text; no `tools`, no
 * `tool_calls`, no tool role) whose rendering by the template is, byte for byte, the template's
 * own rendering of the conversation with its tools, calls and results. Differential rendering:
 * the plain conversation is rendered with sentinel contents to learn the text between messages,
 * the native rendering is cut along that text, and the contents found are rendered again to
 * confirm. A content that would have to carry the template's turn markup (a role the plain
 * messages cannot reach, a control token before the system text) makes the shape unreachable.
 */
export function writeTemplatePrompt(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  conversation: readonly TemplateMessage[],
  tools: readonly TemplateTool[] | undefined,
  history: HistoryMode = 'text',
): TemplatePrompt {
  const native = render(template, tokens, conversation, tools);
  if (native === undefined)
    return { kind: 'unreachable', reason: 'the template refuses this conversation' };
  const reasons: string[] = [];
  const tried = new Set<string>();
  for (const shape of SHAPES) {
    if (history === 'native' && shape.results !== 'user') continue;
    const plan =
      history === 'native'
        ? nativePlan(conversation, shape)
        : slotRoles(conversation, shape).map((role) => ({ slot: role }));
    const key = JSON.stringify(
      plan.map((entry) => ('slot' in entry ? entry.slot : entry.native.role)),
    );
    if (plan.length === 0 || tried.has(key)) continue;
    tried.add(key);
    const outcome = tryShape(template, tokens, plan, native);
    if (typeof outcome !== 'string') return { kind: 'exact', messages: outcome };
    const results = history === 'native' ? 'themselves' : shape.results;
    reasons.push(`${shape.system} system, results as ${results}: ${outcome}`);
  }
  return { kind: 'unreachable', reason: reasons.join('; ') };
}

/** The plan's messages, slot `i` holding `content(i)`. */
function fill(plan: readonly PlanEntry[], content: (slot: number) => string): TemplateMessage[] {
  let slot = 0;
  return plan.map((entry) =>
    'slot' in entry ? { role: entry.slot, content: content(slot++) } : entry.native,
  );
}

function tryShape(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  plan: readonly PlanEntry[],
  native: string,
): TemplateMessage[] | string {
  const slots = plan.filter((entry) => 'slot' in entry).length;
  const plain = render(template, tokens, fill(plan, sentinel), undefined);
  if (plain === undefined) return 'the template refuses these roles';
  const layout = readLayout(plain, slots);
  if (layout === undefined) return 'the template does not write each content once as given';
  if (layout.separators.slice(1, -1).some((separator) => separator.length === 0)) {
    return 'two contents are adjacent, so where one ends is not known';
  }
  const contents = fillLayout(layout, native);
  if (contents === undefined) return "the template's text between messages differs with tools";
  const markup = turnMarkup(layout, [tokens.bos_token, tokens.eos_token]);
  for (const content of contents) {
    for (const token of markup) {
      if (content.includes(token)) return `a message would have to carry the turn markup ${token}`;
    }
  }
  const messages = fill(plan, (slot) => contents[slot] ?? '');
  const again = render(template, tokens, messages, undefined);
  return again === native ? messages : 'the contents found do not render back to the same text';
}
