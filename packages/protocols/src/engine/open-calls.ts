import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import type { ProtocolOptions } from '../types';
import type { CallFeedback } from './call-feedback';
import type { EngineOutput } from './engine-output';
import type { ToolCallWriter } from './segment';
import { TextBuffer } from './text-buffer';
import type { ToolRegistry } from './tool-registry';
import { type DeclaresArgument, UnknownArgumentFilter } from './unknown-argument-filter';

interface OpenCall {
  id: string;
  toolName: string;
  /** Every write so far; a TextBuffer, because a long argument arrives in ~10⁵ tiny writes. */
  input: TextBuffer;
  /** Inside a thinking block: its input parts wait for its end (see {@link OpenCalls.start}). */
  held: boolean;
}

/**
 * The calls whose `tool-input-start` went out and whose end has not: each is written through the
 * {@link ToolCallWriter} it was started with, and at the end of the output, or when a segment is
 * cut for its size, the ones still open are closed so no `tool-input-start` is left dangling.
 */
export class OpenCalls {
  private readonly open = new Map<string, OpenCall>();

  constructor(
    private readonly output: EngineOutput,
    private readonly feedback: CallFeedback,
    private readonly tools: ToolRegistry,
    private readonly options: Readonly<ProtocolOptions> = {},
    /** How a tool's schema is asked about an argument; without it every argument is kept. */
    private readonly declares?: DeclaresArgument,
  ) {}

  /** The tool name of the oldest open call, if any. */
  get firstToolName(): string | undefined {
    return this.open.values().next().value?.toolName;
  }

  /**
   * Starts a call: `tool-input-start`, then the writer for its arguments. A `held` call (one written
   * inside a thinking block) streams nothing until it ends: its input parts come out whole just
   * before its `tool-call`, and if it never ends they never come out — so a call that breaks inside
   * the thinking stays reasoning without leaving a started input behind.
   */
  start(toolName: string, id: string, held = false): ToolCallWriter {
    const call: OpenCall = { id, toolName, input: new TextBuffer(), held };
    this.open.set(id, call);
    const opened = () => {
      this.output.emit({ type: 'tool-input-start', id, toolName });
      if (call.input.length > 0) this.output.delta(id, call.input.toString());
      this.output.emit({ type: 'tool-input-end', id });
    };
    if (!held) this.output.emit({ type: 'tool-input-start', id, toolName });
    let state: 'open' | 'closed' = 'open';
    // Why the call cannot run as it is, though its input is complete: an undeclared tool (only
    // started in feedback mode, see ToolRegistry.lookup) or an argument its schema cannot fit.
    const tool = this.tools.get(toolName);
    let problem: ToolCallParseError | undefined =
      tool === undefined ? unknownToolError(toolName, this.tools) : undefined;
    const policy = this.options.unknownArguments ?? 'keep';
    const filter =
      tool === undefined || policy === 'keep' || this.declares === undefined
        ? undefined
        : new UnknownArgumentFilter(this.declares, tool.schema, policy === 'drop', (name) => {
            const error = unknownArgumentError(toolName, name, policy === 'drop');
            if (policy === 'botched') problem ??= error;
            else this.warn(error);
          });
    return {
      id,
      toolName,
      write: (written) => {
        if (state !== 'open' || written.length === 0) return;
        const json = filter === undefined ? written : filter.write(written);
        if (json.length === 0) return;
        call.input.append(json);
        if (!held) this.output.delta(id, json);
      },
      invalid: (error) => {
        problem ??= error;
      },
      end: () => {
        if (state !== 'open') return;
        state = 'closed';
        this.open.delete(id);
        if (held) opened();
        else this.output.emit({ type: 'tool-input-end', id });
        const input = call.input.toString();
        if (problem === undefined) this.output.emit({ type: 'tool-call', id, toolName, input });
        else this.feedback.end({ id, toolName, input, error: problem });
      },
      abort: () => {
        if (state !== 'open') return;
        state = 'closed';
        this.open.delete(id);
        // A held call was never started: nothing to end, and a failure is not fed back for it.
        if (held) return;
        this.output.emit({ type: 'tool-input-end', id });
        this.feedback.abort(id, toolName);
      },
    };
  }

  private warn(error: ToolCallParseError): void {
    this.options.onError?.(error.message, {
      error,
      code: error.code,
      ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
    });
  }

  /** Closes every open call with its `tool-input-end` (no `tool-call`: its input never ended). */
  closeAll(): void {
    for (const call of this.open.values()) {
      if (!call.held) this.output.emit({ type: 'tool-input-end', id: call.id });
    }
    this.open.clear();
  }
}

function unknownArgumentError(
  toolName: string,
  name: string,
  dropped: boolean,
): ToolCallParseError {
  return new ToolCallParseError({
    code: 'UNKNOWN_ARGUMENT',
    message: dropped
      ? `The call to "${toolName}" has the argument ${JSON.stringify(name)}, which its schema does not declare; it was left out.`
      : `The call to "${toolName}" has the argument ${JSON.stringify(name)}, which its schema does not declare; write only the declared arguments.`,
    toolName,
  });
}
