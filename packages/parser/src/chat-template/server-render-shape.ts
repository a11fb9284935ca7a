import type { ChatTemplateContext, CompiledChatTemplate } from './compile-chat-template';
import { strftime } from './strftime';

/**
 * How the server hands a conversation to the template. transformers' documented shape (call
 * arguments as objects, only `messages`, `tools`, `add_generation_prompt` and the special tokens)
 * renders most templates; some were written for their vendor's own server instead, and fail in
 * Python's Jinja2 too when rendered the documented way:
 *
 * - Functionary v3.2 appends a call's `arguments` to a string, so it renders only arguments given
 *   as a JSON string — OpenAI's wire shape, which the Functionary server passes through.
 * - Firefunction v2 reads the variables `functions` (the tool list as JSON text) and `datetime`,
 *   which its server supplies and transformers does not.
 *
 * The probe tries these shapes in order and keeps the first whose rendering a preset reads back;
 * every later render of the template (the prompt, the history, the completion transport) uses the
 * same shape, so that the middleware renders what that template's server would.
 */
export type ServerRenderShapeName =
  | 'as-given'
  | 'string-arguments'
  | 'server-variables'
  | 'string-arguments+server-variables';

export interface ServerRenderShape {
  readonly name: ServerRenderShapeName;
  /** What the shape changes, for `selfCheck.notes`; empty for `as-given`. */
  readonly note: string;
  adapt(context: ChatTemplateContext): ChatTemplateContext;
}

/** Python's `json.dumps(value, indent=4)`: JSON.stringify's layout, non-ASCII escaped as Python does. */
function pythonJsonIndented(value: unknown): string {
  return (JSON.stringify(value, null, 4) ?? 'null').replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Every assistant call's `arguments` as the JSON text OpenAI's wire shape carries. */
function stringArguments(context: ChatTemplateContext): ChatTemplateContext {
  const messages = context.messages.map((message) => {
    if (typeof message !== 'object' || message === null || !('tool_calls' in message)) {
      return message;
    }
    const calls = (message as { tool_calls?: unknown }).tool_calls;
    if (!Array.isArray(calls)) return message;
    return {
      ...message,
      tool_calls: calls.map((call: { function?: { arguments?: unknown } }) => {
        const args = call.function?.arguments;
        if (call.function === undefined || typeof args === 'string') return call;
        return { ...call, function: { ...call.function, arguments: JSON.stringify(args ?? {}) } };
      }),
    };
  });
  return { ...context, messages };
}

/**
 * The variables a vendor's server adds: `functions` (the tools as indented JSON text, `[]`
 * without tools) and `datetime` (the current date and time), unless the caller gave them.
 */
function serverVariables(now: () => Date): (context: ChatTemplateContext) => ChatTemplateContext {
  return (context) => ({
    ...context,
    functions: context.functions ?? pythonJsonIndented(context.tools ?? []),
    datetime: context.datetime ?? strftime(now(), '%Y-%m-%d %H:%M:%S'),
  });
}

/** The shapes the probe tries, in order (see {@link ServerRenderShapeName}). */
export function serverRenderShapes(now: () => Date): readonly ServerRenderShape[] {
  const variables = serverVariables(now);
  const STRINGS_NOTE =
    "call arguments are given to the template as JSON strings (OpenAI's wire shape), which it needs";
  const VARIABLES_NOTE =
    'the template reads the variables `functions` (the tools as JSON text) and `datetime`, which are supplied as its own server does';
  return [
    { name: 'as-given', note: '', adapt: (context) => context },
    { name: 'string-arguments', note: STRINGS_NOTE, adapt: stringArguments },
    { name: 'server-variables', note: VARIABLES_NOTE, adapt: variables },
    {
      name: 'string-arguments+server-variables',
      note: `${STRINGS_NOTE}; ${VARIABLES_NOTE}`,
      adapt: (context) => variables(stringArguments(context)),
    },
  ];
}

/** `template`, rendering every context in `shape`. */
export function withRenderShape(
  template: CompiledChatTemplate,
  shape: ServerRenderShape,
): CompiledChatTemplate {
  if (shape.name === 'as-given') return template;
  return { source: template.source, render: (context) => template.render(shape.adapt(context)) };
}
