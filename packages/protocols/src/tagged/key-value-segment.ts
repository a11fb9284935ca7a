import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { type Pattern, pattern } from './pattern';
import type { TaggedCall } from './tagged-call';
import { TaggedCallSegment, type TaggedSyntax } from './tagged-segment';

const { literal, seq, alt, nameUntil, whitespace, skipSpace } = pattern;

/** Longest argument name. */
const MAX_NAME = 256;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;
const SPACE = whitespace(MAX_SPACE);

/**
 * How a format writes one argument as a key and a value between tags: GLM's and Hy3's
 * `<arg_key>K</arg_key><arg_value>V</arg_value>`, Solar Open 2's
 * `<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|>`.
 */
export interface KeyValueTags {
  /** Opens an argument (`<arg_key>`). */
  readonly keyOpen: string;
  /** Ends the key (`</arg_key>`, `<|tool_arg:value|>`). */
  readonly keyClose: string;
  /** Opens the value after the key (`<arg_value>`); none when the key's close opens it. */
  readonly valueOpen?: string;
  /** Ends the value (`</arg_value>`). */
  readonly valueClose: string;
  /** Where a key cut off by the end of the output was, for messages (`inside an <arg_key>`). */
  readonly insideKey: string;
  /** What may follow a value's close tag when it ends the value (the next key, the call's end…). */
  readonly afterValue: readonly Pattern[];
  /** The call's close tag that ends a value left open, and what may follow it. */
  readonly callClose: Pattern;
  readonly afterCallClose: readonly Pattern[];
}

/** Which part of an argument is being read; `none`: the subclass's own structure. */
type ArgumentState = 'none' | 'key' | 'before-value';

/**
 * Base of the tagged formats whose arguments are key/value tag pairs (GLM, Hy3, Solar Open 2):
 * it reads the key, the value's open tag and where a value ends, and the subclass reads the rest
 * of its structure (the name, the call's and the section's tags) in {@link callStructure}, calling
 * {@link readArgument} when an argument's open tag was read. A value without its close tag ends
 * at the next key naming a declared argument, or at the call's close tag that ends the call.
 */
export abstract class KeyValueSegment extends TaggedCallSegment {
  private argument: ArgumentState = 'none';
  private key = '';
  private readonly keyName: Pattern;
  private readonly valueOpen: Pattern | undefined;

  constructor(
    context: SegmentContext,
    syntax: Omit<TaggedSyntax, 'valueClose' | 'valueBoundary'>,
    private readonly tags: KeyValueTags,
  ) {
    const valueClose = literal(tags.valueClose);
    const keyOpen = literal(tags.keyOpen);
    const valueBoundary = (call: TaggedCall): Pattern =>
      alt(
        seq(valueClose, SPACE, alt(...tags.afterValue)),
        seq(
          keyOpen,
          nameUntil(tags.keyClose, MAX_NAME, (name) => call.declares(name.trim())),
        ),
        seq(tags.callClose, SPACE, alt(...tags.afterCallClose)),
      );
    super(context, { ...syntax, valueClose, valueBoundary });
    this.keyName = nameUntil(tags.keyClose, MAX_NAME, (name) => name.trim().length > 0);
    this.valueOpen = tags.valueOpen === undefined ? undefined : literal(tags.valueOpen);
  }

  /** The tags between arguments: the subclass's own state. */
  protected abstract callStructure(text: string, i: number, eof: boolean): ScanStep;

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.argument) {
      case 'none':
        return this.callStructure(text, i, eof);
      case 'key':
        return this.readKey(text, i, eof);
      case 'before-value':
        return this.beforeValue(text, i, eof);
    }
  }

  /** An argument's open tag was read: its key begins at `next`. */
  protected readArgument(next: number): ScanStep {
    this.argument = 'key';
    return this.next(next);
  }

  private readKey(text: string, i: number, eof: boolean): ScanStep {
    const { keyClose } = this.tags;
    const match = this.keyName(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && this.keyName(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, this.tags.insideKey);
      }
      return this.broken(i, `an argument name and ${keyClose}`);
    }
    this.key = text.slice(i, match.end - keyClose.length).trim();
    if (this.valueOpen === undefined) return this.valueBegins(match.end);
    this.argument = 'before-value';
    return this.next(match.end);
  }

  private beforeValue(text: string, i: number, eof: boolean): ScanStep {
    const open = this.tags.valueOpen as string;
    const j = skipSpace(text, i);
    if (j === text.length) {
      return eof ? this.cutOff(this.base + j, `before ${open}`) : this.hold(j);
    }
    const match = (this.valueOpen as Pattern)(text, j, eof);
    if (match.kind === 'partial') return this.hold(j);
    if (match.kind === 'none') return this.broken(j, `${open} after the key "${this.key}"`);
    return this.valueBegins(match.end);
  }

  private valueBegins(next: number): ScanStep {
    this.argument = 'none';
    this.beginValue(this.key);
    return this.next(next);
  }
}
