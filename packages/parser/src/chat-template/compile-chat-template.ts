import { Environment, parse, tokenize } from '@huggingface/jinja';
import {
  PY_BLOCK,
  PY_LOOP_BODY,
  PY_OUTPUT,
  PythonJinjaInterpreter,
} from './python-jinja-interpreter';
import { strftime } from './strftime';

type Program = ReturnType<typeof parse>;

/** The variables a chat template reads (transformers' names); anything else is passed through as given. */
export interface ChatTemplateContext {
  readonly messages: readonly unknown[];
  readonly tools?: readonly unknown[];
  readonly add_generation_prompt?: boolean;
  readonly bos_token?: string;
  readonly eos_token?: string;
  readonly [variable: string]: unknown;
}

export interface CompiledChatTemplate {
  readonly source: string;
  /** Renders like transformers' `apply_chat_template(..., tokenize=False)`; a template's `raise_exception` throws. */
  render(context: ChatTemplateContext): string;
}

export interface CompileChatTemplateOptions {
  /** The clock behind `strftime_now` (templates write today's date); the real one by default. */
  readonly now?: () => Date;
}

/** Raised by a template's own `raise_exception(...)`, and for a template the engine cannot parse. */
export class ChatTemplateError extends Error {
  override name = 'ChatTemplateError';
}

const STATEMENTS = new Set([
  'If',
  'For',
  'Break',
  'Continue',
  'Set',
  'Macro',
  'Comment',
  'FilterStatement',
  'CallStatement',
  'Program',
]);
const BLOCK_FIELDS = ['body', 'alternate', 'defaultBlock'] as const;

type MutableNode = { type: string } & Record<string, unknown>;

/**
 * Wraps every expression a block writes out in a `PyOutput` node, recursively, so that the
 * interpreter writes it with Python's `str()`; statements keep their own way of producing text.
 */
function markOutputs(node: MutableNode): void {
  for (const field of BLOCK_FIELDS) {
    const block = node[field];
    if (!Array.isArray(block)) continue;
    const marked = block.map((child: MutableNode) => {
      if (STATEMENTS.has(child.type)) {
        markOutputs(child);
        return child;
      }
      return { type: PY_OUTPUT, operand: child };
    });
    // A loop's body, and the branches of an `if` (where `{% continue %}` and `{% break %}` sit),
    // become one node each, so that the text written before a loop control is kept (see
    // PythonJinjaInterpreter).
    if (node.type === 'For' && field === 'body')
      node[field] = [{ type: PY_LOOP_BODY, statements: marked }];
    else if (node.type === 'If') node[field] = [{ type: PY_BLOCK, statements: marked }];
    else node[field] = marked;
  }
}

function parseTemplate(source: string): Program {
  try {
    // transformers renders with trim_blocks and lstrip_blocks; so do llama.cpp and vLLM.
    const program = parse(tokenize(source, { lstrip_blocks: true, trim_blocks: true }));
    markOutputs(program as unknown as MutableNode);
    return program;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChatTemplateError(`The chat template does not parse: ${reason}`);
  }
}

/**
 * Compiles a chat template once for many renders, with `@huggingface/jinja` made to render as
 * Python's Jinja2 does (see `PythonJinjaInterpreter`) and transformers' globals:
 * `raise_exception`, `strftime_now`, `range`, `namespace`, and Python's `True`/`False`/`None`.
 */
export function compileChatTemplate(
  source: string,
  options: CompileChatTemplateOptions = {},
): CompiledChatTemplate {
  const program = parseTemplate(source);
  const now = options.now ?? (() => new Date());
  return {
    source,
    render(context) {
      const globals = new Environment();
      for (const [name, value] of Object.entries({ true: true, false: false, none: null })) {
        globals.set(name, value);
        globals.set(name.charAt(0).toUpperCase() + name.slice(1), value);
      }
      globals.set('raise_exception', (message: unknown) => {
        throw new ChatTemplateError(
          `The chat template refused the conversation: ${String(message)}`,
        );
      });
      globals.set('strftime_now', (format: unknown) => strftime(now(), String(format)));
      globals.set('range', range);
      // The caller's variables live in a child scope, so that they may shadow a global.
      const environment = new Environment(globals);
      for (const [name, value] of Object.entries(context)) {
        if (value !== undefined) environment.set(name, value);
      }
      const result = new PythonJinjaInterpreter(environment).run(program);
      return String(result.value);
    },
  };
}

function range(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  if (step === 0) throw new ChatTemplateError('range() step must not be zero');
  const out: number[] = [];
  for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
  return out;
}
