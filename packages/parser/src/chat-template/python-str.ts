/**
 * A value of `@huggingface/jinja`'s runtime, seen structurally: the package exports the interpreter
 * but not its value classes, so the shims read `type` and `value` and nothing else.
 */
export interface JinjaRuntimeValue {
  readonly type: string;
  readonly value: unknown;
}

function isRuntimeValue(value: unknown): value is JinjaRuntimeValue {
  return typeof value === 'object' && value !== null && 'type' in value && 'value' in value;
}

/** Python's `repr` of a string: single quotes unless the text holds `'` and no `"`. */
function pythonStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') out += '\\\\';
    else if (char === quote) out += `\\${quote}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return out + quote;
}

/** Python's `repr` of a runtime value, as Jinja2 writes a list or a dict inside `{{ }}` or `|string`. */
function pythonRepr(value: JinjaRuntimeValue): string {
  switch (value.type) {
    case 'StringValue':
      return pythonStringRepr(String(value.value));
    case 'ArrayValue':
    case 'TupleValue': {
      const items = Array.isArray(value.value) ? value.value.filter(isRuntimeValue) : [];
      const inner = items.map(pythonRepr).join(', ');
      return value.type === 'TupleValue'
        ? `(${inner}${items.length === 1 ? ',' : ''})`
        : `[${inner}]`;
    }
    case 'ObjectValue':
    case 'KeywordArgumentsValue': {
      const entries = value.value instanceof Map ? [...value.value.entries()] : [];
      const inner = entries
        .filter((entry): entry is [string, JinjaRuntimeValue] => isRuntimeValue(entry[1]))
        .map(([key, item]) => `${pythonStringRepr(key)}: ${pythonRepr(item)}`);
      return `{${inner.join(', ')}}`;
    }
    default:
      return pythonStr(value);
  }
}

/**
 * Python's `str()` of a runtime value, which is what Jinja2 writes for `{{ value }}`, `value|string`
 * and `~`: `True`/`False`/`None` (JavaScript's engine writes `true`/`false`/nothing), an undefined
 * value as the empty string, lists and dicts as Python literals.
 */
export function pythonStr(value: JinjaRuntimeValue): string {
  switch (value.type) {
    case 'BooleanValue':
      return value.value === true ? 'True' : 'False';
    case 'NullValue':
      return 'None';
    case 'UndefinedValue':
      return '';
    case 'ArrayValue':
    case 'TupleValue':
    case 'ObjectValue':
    case 'KeywordArgumentsValue':
      return pythonRepr(value);
    default:
      return String(value);
  }
}
