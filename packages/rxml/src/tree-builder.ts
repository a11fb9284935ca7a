import { charClass } from './char-class';
import { coerceArguments } from './coerce-arguments';
import { addChild, type ElementFrame as Frame, newFrame } from './element-frame';
import { appendCData, appendText, ChildKind, elementValue, groupChildren } from './element-value';
import type { RawEndKind, SwallowedTag } from './raw-text-scanner';
import { RXMLDuplicateStringTagError } from './rxml-duplicate-string-tag-error';
import { RXMLParseError } from './rxml-parse-error';
import { NO_SCHEMA, type SchemaInfo, type SchemaResolver } from './schema-info';
import { setOwn } from './set-own';
import type { StringValueEnd } from './string-value-end';
import type { XmlLexerSink } from './xml-lexer';
import type { XmlScanEvent } from './xml-scan-event';

/** Default `maxDepth`: far deeper than any tool argument, far below the call-stack limit. */
export const DEFAULT_MAX_DEPTH = 256;

/** Options of {@link TreeBuilder}. */
export interface TreeBuilderOptions {
  resolver: SchemaResolver;
  rootInfo: SchemaInfo;
  /** The call element's name when the input is followed by its close tag (streaming scanner). */
  rootTag: string | undefined;
  textNodeName: string;
  throwOnDuplicateStringTags: boolean;
  maxDepth: number;
  onEvent: ((event: XmlScanEvent) => void) | undefined;
}

/**
 * Builds the arguments object from the lexer's tokens, deciding structure from the schema:
 * which elements are raw text, which tags repeat, where elements end when close tags are missing,
 * mismatched or duplicated. Values are coerced by the tool schema once the input is complete.
 */
export class TreeBuilder implements XmlLexerSink {
  private readonly stack: Frame[];
  private lastClosedFrame: string | undefined;
  private lastCloseTag: string | undefined;
  /** Argument names in order of first appearance, and those already ended (streaming strings). */
  private readonly order: string[] = [];
  private readonly started = new Set<string>();
  private ended: Map<string, unknown> | undefined;
  /** Set once the input is complete. */
  result: Record<string, unknown> | undefined;

  constructor(private readonly options: TreeBuilderOptions) {
    const root = newFrame('', options.rootInfo);
    root.mode = 'object';
    this.stack = [root];
  }

  text(text: string): void {
    const frame = this.top();
    if (!frame.hasText && charClass.hasNonWhitespace(text)) {
      frame.hasText = true;
      this.lastClosedFrame = this.lastCloseTag = undefined;
    }
    // Text directly inside the call element is not an argument; it is not kept.
    if (this.stack.length > 1) appendText(frame, text);
  }

  cdata(text: string): void {
    const frame = this.top();
    if (!frame.hasText && charClass.hasNonWhitespace(text)) frame.hasText = true;
    if (this.stack.length > 1) appendCData(frame, text);
  }

  openTag(name: string, selfClosing: boolean, position: number): StringValueEnd | undefined {
    this.lastClosedFrame = this.lastCloseTag = undefined;
    const parent = this.keepSiblingsTogether(name);
    const info = this.childInfo(parent, name);
    let discard = false;
    // The first occurrence is already closed: its content was raw text, so it held no tags.
    if (info.kind === 'string' && parent.mode === 'object' && hasChild(parent, name)) {
      if (this.options.throwOnDuplicateStringTags) {
        throw new RXMLDuplicateStringTagError(name, position);
      }
      discard = true;
    }
    if (this.stack.length > this.options.maxDepth) {
      throw new RXMLParseError(
        'MAX_DEPTH',
        `Expected elements nested at most ${this.options.maxDepth} deep, but <${name}> at offset ${position} is deeper (raise maxDepth to allow it)`,
        position,
      );
    }
    const frame = newFrame(name, info);
    frame.discard = discard;
    if (this.stack.length === 1 && !discard) this.startProperty(name, info);
    this.stack.push(frame);
    if (selfClosing) {
      this.closeTop();
      return undefined;
    }
    return frame.mode === 'raw' ? this.valueEndIn(this.stack.length - 2) : undefined;
  }

  isRootClose(name: string): boolean {
    if (name !== this.options.rootTag) return false;
    for (let d = this.stack.length - 1; d >= 1; d--) {
      if ((this.stack[d] as Frame).name === name) return false;
    }
    return true;
  }

  closeTag(name: string, _position: number): void {
    const stack = this.stack;
    for (let d = stack.length - 1; d >= 1; d--) {
      if ((stack[d] as Frame).name === name) {
        while (stack.length > d) this.closeTop();
        this.lastCloseTag = name;
        return;
      }
    }
    // repair: a duplicated close (`</a></a>`) is ignored; any other close tag that matches no open
    // element closes the innermost one (`<city>Seoul</town>`); at the top level it is stray.
    if (name === this.lastCloseTag || name === this.lastClosedFrame) return;
    if (stack.length > 1) {
      this.closeTop();
      this.lastCloseTag = name;
    }
  }

  rawText(text: string): void {
    const frame = this.top();
    appendText(frame, text);
    if (this.stack.length === 2 && frame.info.streamable && !frame.discard) {
      this.options.onEvent?.({ type: 'property-text', name: frame.name, text });
    }
  }

  rawEnd(_kind: RawEndKind, _position: number, swallowed: SwallowedTag | undefined): void {
    if (swallowed !== undefined) {
      const { name, position } = swallowed;
      const value = this.top().name;
      throw new RXMLParseError(
        'UNCLOSED_STRING_VALUE',
        `Expected </${value}> to end the string value of <${value}> before <${name}> at offset ${position}, a name declared next to it, but no close tag of its own ends it there: the value cannot be told apart from the arguments after it`,
        position,
      );
    }
    this.closeTop();
  }

  rootClose(position: number): void {
    this.finish(position);
  }

  end(position: number): void {
    this.finish(position);
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1] as Frame;
  }

  /**
   * repair: an open tag that the current element does not take (its schema does not know the
   * name, or for an array it is no item name), but an enclosing object's schema declares, closes
   * the elements in between (`<days>3<city>…`, `<tags><item>a</item><city>…` with a close tag
   * forgotten), so known sibling properties stay siblings.
   */
  private keepSiblingsTogether(name: string): Frame {
    const stack = this.stack;
    const parent = this.top();
    if (stack.length === 1 || !this.leavesToOuter(parent, name)) return parent;
    for (let d = stack.length - 2; d >= 0; d--) {
      const ancestor = stack[d] as Frame;
      if (ancestor.mode !== 'object') break;
      if (ancestor.info.propertyNames.has(name)) {
        while (stack.length > d + 1) this.closeTop();
        return ancestor;
      }
    }
    return parent;
  }

  /** Whether `frame` leaves an open tag named `name` to an enclosing object that declares it. */
  private leavesToOuter(frame: Frame, name: string): boolean {
    switch (frame.mode) {
      case 'leaf':
        return true;
      case 'object': {
        const known = frame.info.propertyNames;
        return known.size > 0 && !known.has(name);
      }
      case 'array': {
        if (name === 'item' || name === frame.name || charClass.isIndexName(name)) return false;
        const item = this.options.resolver.item(frame.info, frame.itemCount);
        return !(item.kind === 'object' && item.propertyNames.has(name));
      }
      default:
        return false;
    }
  }

  /**
   * The names that may follow a string value inside the frame at `depth`: its own followers, and,
   * where it leaves names to enclosing objects (see `keepSiblingsTogether`), theirs. Kept on the
   * frame for its other string children.
   */
  private valueEndIn(depth: number): StringValueEnd {
    const frame = this.stack[depth] as Frame;
    if (frame.valueEnd !== undefined) return frame.valueEnd;
    let valueEnd = frame.info.valueEnd;
    if (frame.mode === 'array' || (frame.mode === 'object' && frame.info.propertyNames.size > 0)) {
      for (let d = depth - 1; d >= 0; d--) {
        const ancestor = this.stack[d] as Frame;
        if (ancestor.mode !== 'object') break;
        valueEnd = valueEnd.with(ancestor.info.valueEnd);
      }
    }
    frame.valueEnd = valueEnd;
    return valueEnd;
  }

  private childInfo(parent: Frame, name: string): SchemaInfo {
    const { resolver } = this.options;
    if (parent.mode === 'object') return resolver.child(parent.info, name);
    if (parent.mode !== 'array') return NO_SCHEMA;
    if (
      parent.itemCount === 0 &&
      parent.names.length === 0 &&
      name !== 'item' &&
      !charClass.isIndexName(name)
    ) {
      // `<files><path>…</path></files>` for an array of objects: the element is one item.
      const itemInfo = resolver.item(parent.info, 0);
      if (itemInfo.kind === 'object' && itemInfo.propertyNames.has(name)) {
        parent.mode = 'object';
        parent.info = itemInfo;
        parent.asItem = true;
        return resolver.child(itemInfo, name);
      }
    }
    const index = charClass.isIndexName(name) ? Number(name) : parent.itemCount;
    parent.itemCount++;
    return resolver.item(parent.info, index);
  }

  private startProperty(name: string, info: SchemaInfo): void {
    if (this.options.onEvent === undefined || this.started.has(name)) return;
    this.started.add(name);
    this.order.push(name);
    this.options.onEvent?.({ type: 'property-start', name, streaming: info.streamable });
  }

  private closeTop(): void {
    const frame = this.stack.pop() as Frame;
    const parent = this.top();
    this.lastClosedFrame = frame.name;
    if (frame.discard) return;
    const value = elementValue(frame, this.options.textNodeName);
    addChild(
      parent,
      frame.name,
      value,
      frame.asItem ? ChildKind.Item : frame.mode === 'array' ? ChildKind.List : ChildKind.Plain,
    );
    if (this.stack.length === 1 && frame.info.streamable && this.options.onEvent !== undefined) {
      this.ended ??= new Map();
      this.ended.set(frame.name, value);
      this.options.onEvent({ type: 'property-end', name: frame.name, value });
    }
  }

  private finish(position: number): void {
    while (this.stack.length > 1) this.closeTop();
    const raw = groupChildren(this.stack[0] as Frame);
    const result = coerceArguments(raw, this.options.rootInfo, this.options.resolver, position);
    this.result = result;
    const { onEvent } = this.options;
    if (onEvent === undefined) return;
    // Coercion never changes a plain string; streamed values are restated so that `end` agrees
    // with the text already sent even if it did.
    const ended = this.ended;
    if (ended !== undefined) for (const [name, value] of ended) setOwn(result, name, value);
    for (const name of this.order) {
      if (ended === undefined || !ended.has(name)) {
        onEvent({
          type: 'property-end',
          name,
          value: Object.hasOwn(result, name) ? result[name] : undefined,
        });
      }
    }
    onEvent({ type: 'end', value: result });
  }
}

// Up to this many children a linear search is cheaper than keeping a set.
const LINEAR_SEARCH_LIMIT = 16;

function hasChild(frame: Frame, name: string): boolean {
  if (frame.seen !== undefined) return frame.seen.has(name);
  if (frame.names.length < LINEAR_SEARCH_LIMIT) return frame.names.includes(name);
  frame.seen = new Set(frame.names);
  return frame.seen.has(name);
}
