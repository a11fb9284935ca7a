import type { RJSONEvent } from '@tool/rjson';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentEmitter } from './json-argument-emitter';

/** Which keys of a call object carry the tool name and the arguments. */
export interface JsonCallKeys {
  /** Default `['name']`. */
  name?: readonly string[];
  /** Default `['arguments', 'parameters']`. */
  arguments?: readonly string[];
}

type Role = 'name' | 'arguments' | 'skip';

/**
 * Follows the push-parser events of one call object — `{"name": …, "arguments": {…}}` — and
 * streams it: `tool-input-start` as soon as the name is read, argument deltas as they arrive.
 * Arguments that come before the name are kept and replayed once the name is known.
 */
export class JsonCallObject {
  private depth = 0;
  private role: Role = 'skip';
  private valueDepth = 0;
  private nameParts: string[] | undefined;
  private toolName: string | undefined;
  private nameProblem: 'missing' | 'not-a-string' | 'unknown' = 'missing';
  private argumentsSeen = false;
  private pendingArguments: RJSONEvent[] = [];
  private writer: ToolCallWriter | undefined;
  private emitter: JsonArgumentEmitter | undefined;
  private readonly nameKeys: readonly string[];
  private readonly argumentKeys: readonly string[];
  /** The object's closing brace was read. */
  complete = false;

  constructor(
    private readonly context: SegmentContext,
    keys: JsonCallKeys = {},
  ) {
    this.nameKeys = keys.name ?? ['name'];
    this.argumentKeys = keys.arguments ?? ['arguments', 'parameters'];
  }

  event(event: RJSONEvent): void {
    if (this.complete) return;
    if (this.depth === 0) {
      if (event.type === 'object-start') this.depth = 1;
      return;
    }
    if (this.depth === 1 && this.valueDepth === 0) {
      if (event.type === 'key') {
        this.role = this.roleOf(event.key);
        return;
      }
      if (event.type === 'object-end') {
        this.depth = 0;
        this.complete = true;
        return;
      }
    }
    this.valueEvent(event);
  }

  /**
   * The object is complete: end the call, or return why it is not a call. The caller reports the
   * error with the segment's text; a call that already started is aborted here.
   */
  finalize(): ToolCallParseError | undefined {
    if (this.writer === undefined) return this.nameError();
    const emitter = this.emitter as JsonArgumentEmitter;
    if (!this.argumentsSeen) emitter.writeEmpty();
    if (emitter.done) {
      this.writer.end();
      return undefined;
    }
    this.writer.abort();
    return emitter.notWrittenError(this.writer.toolName);
  }

  /** The call cannot complete (the JSON broke off): close a started call without a `tool-call`. */
  abort(): string | undefined {
    this.writer?.abort();
    return this.toolName;
  }

  private roleOf(key: string): Role {
    if (this.nameKeys.includes(key) && this.toolName === undefined) return 'name';
    if (this.argumentKeys.includes(key) && !this.argumentsSeen) return 'arguments';
    return 'skip';
  }

  private valueEvent(event: RJSONEvent): void {
    const starts =
      event.type === 'object-start' ||
      event.type === 'array-start' ||
      event.type === 'string-start';
    const ends =
      event.type === 'object-end' || event.type === 'array-end' || event.type === 'string-end';
    if (starts) this.valueDepth++;
    if (ends) this.valueDepth--;
    const finished = this.valueDepth === 0 && (ends || event.type === 'primitive');
    switch (this.role) {
      case 'name':
        this.nameEvent(event, finished);
        break;
      case 'arguments':
        this.argumentsSeen = true;
        if (this.emitter !== undefined) this.emitter.event(event);
        else this.pendingArguments.push(event);
        break;
      case 'skip':
        break;
    }
    if (finished) this.role = 'skip';
  }

  private nameEvent(event: RJSONEvent, finished: boolean): void {
    if (event.type === 'string-start') this.nameParts = [];
    else if (event.type === 'string-chunk') this.nameParts?.push(event.text);
    else if (event.type === 'string-end' && this.valueDepth === 0) {
      this.onName((this.nameParts ?? []).join('').trim());
    } else if (finished) this.nameProblem = 'not-a-string';
  }

  private onName(name: string): void {
    this.toolName = name;
    const tool = this.context.tools.lookup(name);
    if (tool === undefined) {
      this.nameProblem = name.length === 0 ? 'missing' : 'unknown';
      this.pendingArguments = [];
      return;
    }
    this.writer = this.context.startCall(tool.name);
    this.emitter = new JsonArgumentEmitter(this.writer.write, tool.schema, this.writer);
    for (const event of this.pendingArguments) this.emitter.event(event);
    this.pendingArguments = [];
  }

  private nameError(): ToolCallParseError {
    if (this.nameProblem === 'unknown' && this.toolName !== undefined) {
      return unknownToolError(this.toolName, this.context.tools);
    }
    return new ToolCallParseError({
      code: 'MISSING_TOOL_NAME',
      message:
        this.nameProblem === 'not-a-string'
          ? `The tool-call object's "${this.nameKeys[0]}" is not a string.`
          : `The tool-call object has no "${this.nameKeys[0]}" key naming the tool.`,
    });
  }
}
