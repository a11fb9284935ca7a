import { Environment, Interpreter } from '@huggingface/jinja';
import { integerKeyDictsort, integerKeyedMapping, integerKeyLookup } from './integer-keyed-mapping';
import {
  BREAK,
  checkConcatenation,
  dictMethod,
  emptyMembership,
  isControl,
  type LoopFrame,
  make,
  type Node,
  repeatedText,
  tuplesAsLists,
  type Value,
} from './jinja-runtime-kit';
import { type JinjaRuntimeValue, pythonStr } from './python-str';

/** A node the rewrite adds around each expression that a block writes out (`{{ … }}`). */
export const PY_OUTPUT = 'PyOutput';
/** A branch of an `if`: its statements, whose text is kept when a loop control leaves it. */
export const PY_BLOCK = 'PyBlock';
/** A loop's body: `continue` and `break` end it with the text written so far, as in Jinja2. */
export const PY_LOOP_BODY = 'PyLoopBody';
/** A node standing for a value already evaluated, so that the base interpreter does not evaluate it twice. */
const EVALUATED = 'PyEvaluated';

/** Filters that Python's `Undefined` answers (it is an empty string, an empty iterable) and the JS engine rejects. */
const UNDEFINED_FILTERS: Readonly<Record<string, 'text' | 'zero' | 'list'>> = {
  trim: 'text',
  string: 'text',
  lower: 'text',
  upper: 'text',
  length: 'zero',
  count: 'zero',
  list: 'list',
};

interface NodeFields {
  readonly type: string;
  readonly [field: string]: unknown;
}

function fields(node: Node): NodeFields {
  return node as unknown as NodeFields;
}

function filterName(filter: unknown): string | undefined {
  if (typeof filter !== 'object' || filter === null) return undefined;
  const node = filter as NodeFields;
  if (node.type === 'Identifier' && typeof node.value === 'string') return node.value;
  return undefined;
}

/**
 * `@huggingface/jinja`'s interpreter with the few behaviours where it differs from Python's Jinja2
 * on real chat templates (measured in docs/decisions.md): output, `|string` and `~` use Python's
 * `str()` (`True`, `None`, `['a']`), and an undefined value is Python's `Undefined` — filters such
 * as `trim` and `length` accept it, a `for` loop over it runs zero times, it is iterable, and a
 * key that is undefined finds nothing; `mapping.items` is the dict method even when the mapping
 * has such a key; a string iterates by character. Every other node goes to the base interpreter
 * unchanged, with the operands it already evaluated (so nothing is evaluated twice).
 *
 * Method names must not collide with the base class's own: its private methods are ordinary
 * properties at run time, so a same-named method here would replace one it calls itself.
 */
export class PythonJinjaInterpreter extends Interpreter {
  /** The loops running, innermost last. */
  private readonly loops: LoopFrame[] = [];

  override evaluate(statement: Node, environment: Environment): Value {
    if (statement === undefined) return super.evaluate(statement, environment);
    const node = fields(statement);
    switch (node.type) {
      case EVALUATED:
        return node.value as Value;
      case PY_OUTPUT:
        return make.text(this.pythonText(node.operand as Node, environment));
      case PY_BLOCK:
        return make.text(this.blockKeepingText(node.statements as Node[], environment));
      case PY_LOOP_BODY:
        return this.loopBody(node.statements as Node[], environment);
      case 'BinaryExpression': {
        const operator = fields(node.operator as Node).value;
        if (operator === '~') {
          return make.text(
            this.pythonText(node.left as Node, environment) +
              this.pythonText(node.right as Node, environment),
          );
        }
        if (['in', 'not in', '*', '+'].includes(String(operator))) {
          return this.pythonOperation(node, environment, String(operator));
        }
        return super.evaluate(statement, environment);
      }
      case 'FilterExpression':
        return this.pythonFilter(node, environment);
      case 'For':
        return this.pythonFor(node, environment);
      case 'TestExpression':
        return this.pythonTest(node, environment);
      case 'MemberExpression':
        return this.pythonMember(node, environment);
      case 'ObjectLiteral':
        return this.pythonMapping(node, environment);
      default:
        return super.evaluate(statement, environment);
    }
  }

  private pythonText(node: Node, environment: Environment): string {
    return pythonStr(this.evaluate(node, environment) as JinjaRuntimeValue);
  }

  /** A block's text as the base interpreter writes it: statements that produce no value write nothing. */
  private blockText(statements: readonly Node[], environment: Environment): string {
    let out = '';
    for (const statement of statements) {
      const value = this.evaluate(statement, environment);
      if (value.type !== 'NullValue' && value.type !== 'UndefinedValue') out += String(value);
    }
    return out;
  }

  /**
   * A block's text; a loop control leaving it carries the text written before it, which the
   * JS engine would drop with the block.
   */
  private blockKeepingText(statements: readonly Node[], environment: Environment): string {
    let out = '';
    for (const statement of statements) {
      try {
        const value = this.evaluate(statement, environment);
        if (value.type !== 'NullValue' && value.type !== 'UndefinedValue') out += String(value);
      } catch (error) {
        if (isControl(error)) error.pyText = out + (error.pyText ?? '');
        throw error;
      }
    }
    return out;
  }

  /**
   * One iteration of a loop, as Jinja2 runs it: `continue` ends it keeping its text; `break` ends it
   * keeping its text too and stops the loop at the next iteration's start (the JS engine would
   * drop the text).
   */
  private loopBody(statements: readonly Node[], environment: Environment): Value {
    const frame = this.loops[this.loops.length - 1];
    if (frame?.pendingBreak !== undefined) {
      const pending = frame.pendingBreak;
      frame.pendingBreak = undefined;
      throw pending;
    }
    try {
      const text = this.blockKeepingText(statements, environment);
      if (frame !== undefined) frame.completed++;
      return make.text(text);
    } catch (error) {
      if (!isControl(error)) throw error;
      const text = error.pyText ?? '';
      error.pyText = undefined;
      if (frame !== undefined) {
        frame.controlled++;
        if (error instanceof BREAK) frame.pendingBreak = error;
      }
      return make.text(text);
    }
  }

  /**
   * Runs the engine's loop over an iterable already evaluated. Jinja2 writes the `else` block when
   * no iteration reached the end of its body (every one left by `continue` or `break`), which the
   * engine, seeing those iterations end normally here, would not.
   */
  private runLoop(node: NodeFields, iterable: unknown, environment: Environment): Value {
    const frame: LoopFrame = { pendingBreak: undefined, completed: 0, controlled: 0 };
    this.loops.push(frame);
    let result: Value;
    try {
      result = super.evaluate({ ...node, iterable } as unknown as Node, environment);
    } finally {
      this.loops.pop();
    }
    if (frame.completed > 0 || frame.controlled === 0) return result;
    const otherwise = this.blockText(node.defaultBlock as Node[], new Environment(environment));
    return make.text(String(result.value) + otherwise);
  }

  private pythonFilter(node: NodeFields, environment: Environment): Value {
    const operand = this.evaluate(node.operand as Node, environment);
    const name = filterName(node.filter);
    if (name === 'string') return make.text(pythonStr(operand as JinjaRuntimeValue));
    const sorted = name === 'dictsort' ? integerKeyDictsort(operand) : undefined;
    if (sorted !== undefined) return sorted;
    if (operand.type === 'UndefinedValue' && name !== undefined) {
      const answer = UNDEFINED_FILTERS[name];
      if (answer === 'text') return make.text('');
      if (answer === 'zero') return make.integer(0);
      if (answer === 'list') return make.list();
    }
    return super.evaluate(
      { ...node, operand: { type: EVALUATED, value: operand } } as unknown as Node,
      environment,
    );
  }

  /**
   * `None in sequence` and `undefined in sequence` are membership tests in Python (true when the
   * sequence holds a value of the same kind, false for a mapping, whose keys here are strings); the
   * JS engine throws on a null or undefined left operand. GigaChat 3's template asks
   * `schema.get("type") in [...]` and Seed-OSS's `t in (...)` of a schema without a type. And
   * `text * n` repeats the text, as Functionary v3.2's template indents with it; `text + mapping`
   * raises, as Python does, where the JS engine would write `[object Map]`.
   */
  private pythonOperation(node: NodeFields, environment: Environment, operator: string): Value {
    const left = this.evaluate(node.left as Node, environment);
    const right = this.evaluate(node.right as Node, environment);
    if (operator === '+') checkConcatenation(left, right);
    const answer =
      operator === '+'
        ? undefined
        : operator === '*'
          ? repeatedText(left, right)
          : emptyMembership(left, right);
    if (answer !== undefined) return operator === 'not in' ? make.boolean(!answer.value) : answer;
    const evaluated = {
      ...node,
      left: { type: EVALUATED, value: left },
      right: { type: EVALUATED, value: right },
    };
    return super.evaluate(evaluated as unknown as Node, environment);
  }

  /** Python's `Undefined` is iterable (it iterates as empty); the JS engine says it is not. */
  private pythonTest(node: NodeFields, environment: Environment): Value {
    const operand = this.evaluate(node.operand as Node, environment);
    if (operand.type === 'UndefinedValue' && filterName(node.test) === 'iterable') {
      return make.boolean(node.negate !== true);
    }
    return super.evaluate(
      { ...node, operand: { type: EVALUATED, value: operand } } as unknown as Node,
      environment,
    );
  }

  /** `mapping[key]` with an undefined key is undefined in Python (the lookup misses); the JS engine throws. */
  private pythonMember(node: NodeFields, environment: Environment): Value {
    const property = node.property as NodeFields;
    if (property.type === 'SliceExpression')
      return super.evaluate(node as unknown as Node, environment);
    const object = this.evaluate(node.object as Node, environment);
    if (node.computed !== true) {
      // `mapping.items` is the method in Jinja2 (attribute before key) even when the mapping has a
      // key `items`, as tool arguments and JSON schemas often do; the JS engine answers the key.
      const method = object.type === 'ObjectValue' ? dictMethod(object, property.value) : undefined;
      if (method !== undefined) return method;
      const evaluated = { ...node, object: { type: EVALUATED, value: object } };
      return super.evaluate(evaluated as unknown as Node, environment);
    }
    const key = this.evaluate(property as unknown as Node, environment);
    if (key.type === 'UndefinedValue') return make.undefined();
    const integerKeyed = integerKeyLookup(object, key);
    if (integerKeyed !== undefined) return integerKeyed;
    const evaluated = {
      ...node,
      object: { type: EVALUATED, value: object },
      property: { type: EVALUATED, value: key },
    };
    return super.evaluate(evaluated as unknown as Node, environment);
  }

  /** A dict literal; one with integer keys (which the JS engine rejects) is built as Python builds it. */
  private pythonMapping(node: NodeFields, environment: Environment): Value {
    // The parser keeps a literal's entries as an iterable of (key, value) expression pairs.
    const entries = [...(node.value as Iterable<readonly [Node, Node]>)];
    const evaluated = entries.map(
      ([key, value]) =>
        [this.evaluate(key, environment), this.evaluate(value, environment)] as const,
    );
    const strings = evaluated.map(([key, value]) => [String(key.value), value] as const);
    return integerKeyedMapping(evaluated) ?? make.mapping(new Map(strings));
  }

  private pythonFor(node: NodeFields, environment: Environment): Value {
    const iterable = node.iterable as NodeFields;
    const source = (iterable.type === 'SelectExpression' ? iterable.lhs : iterable) as Node;
    const value = this.evaluate(source, environment);
    if (value.type === 'StringValue') {
      // Python iterates a string by character; the JS engine only iterates lists and mappings.
      const characters = { type: EVALUATED, value: make.listOf([...String(value.value)]) };
      const replaced =
        iterable.type === 'SelectExpression' ? { ...iterable, lhs: characters } : characters;
      return this.runLoop(node, replaced, environment);
    }
    if (value.type === 'UndefinedValue') {
      // Python iterates an undefined value as an empty sequence: only the `{% else %}` block runs.
      return make.text(this.blockText(node.defaultBlock as Node[], environment));
    }
    const unpacked =
      fields(node.loopvar as Node).type === 'TupleLiteral' ? tuplesAsLists(value) : undefined;
    const evaluated = { type: EVALUATED, value: unpacked ?? value };
    const replaced =
      iterable.type === 'SelectExpression' ? { ...iterable, lhs: evaluated } : evaluated;
    return this.runLoop(node, replaced, environment);
  }
}
