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
  /** `add`: a system message even when the conversation has none; `none`: never one of our own. */
  readonly system: 'add' | 'none';
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
];

export type TemplatePrompt =
  | { readonly kind: 'exact'; readonly messages: readonly SlotMessage[] }
  | { readonly kind: 'unreachable'; readonly reason: string };

/** Groups the conversation into the slots of a shape: which messages each plain message stands for. */
function slotRoles(conversation: readonly TemplateMessage[], shape: Shape): SlotMessage['role'][] {
  const roles: SlotMessage['role'][] = [];
  if (conversation[0]?.role !== 'system' && shape.system === 'add') roles.push('system');
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
): TemplatePrompt {
  const native = render(template, tokens, conversation, tools);
  if (native === undefined)
    return { kind: 'unreachable', reason: 'the template refuses this conversation' };
  const reasons: string[] = [];
  const tried = new Set<string>();
  for (const shape of SHAPES) {
    const roles = slotRoles(conversation, shape);
    const key = roles.join(',');
    if (roles.length === 0 || tried.has(key)) continue;
    tried.add(key);
    const outcome = tryShape(template, tokens, roles, native);
    if (typeof outcome !== 'string') return { kind: 'exact', messages: outcome };
    reasons.push(`${shape.system} system, results as ${shape.results}: ${outcome}`);
  }
  return { kind: 'unreachable', reason: reasons.join('; ') };
}

function tryShape(
  template: CompiledChatTemplate,
  tokens: TemplateTokens,
  roles: readonly SlotMessage['role'][],
  native: string,
): SlotMessage[] | string {
  const skeleton = roles.map((role, index) => ({ role, content: sentinel(index) }));
  const plain = render(template, tokens, skeleton, undefined);
  if (plain === undefined) return 'the template refuses these roles';
  const layout = readLayout(plain, roles.length);
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
  const messages = roles.map((role, index) => ({ role, content: contents[index] ?? '' }));
  const again = render(template, tokens, messages, undefined);
  return again === native ? messages : 'the contents found do not render back to the same text';
}
