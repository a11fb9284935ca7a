/**
 * Whether a format reads the text that follows a start marker it shares with other formats:
 * `'yes'`, `'no'`, or `'more'` (the characters seen so far are not enough to tell).
 */
export type OpeningVerdict = 'yes' | 'no' | 'more';

/**
 * Looks at the first characters after a start marker (`text[from]` is the first one that is not
 * whitespace; `from === text.length` when none has arrived yet). With `final` set no more text
 * will come, so the answer must be `'yes'` or `'no'`. Reads at most a few characters past `from`.
 */
export type OpeningClassifier = (
  marker: string,
  text: string,
  from: number,
  final: boolean,
) => OpeningVerdict;

/** The longest opening any classifier below compares: `<function=`. */
export const LONGEST_OPENING = '<function='.length;

const FUNCTION_OPEN = '<function=';

/** The text from `from` is `literal` (`'yes'`), may still become it (`'more'`), or is not. */
function startsWith(literal: string, text: string, from: number, final: boolean): OpeningVerdict {
  const available = Math.min(literal.length, text.length - from);
  for (let k = 0; k < available; k++) {
    if (text.charCodeAt(from + k) !== literal.charCodeAt(k)) return 'no';
  }
  if (available === literal.length) return 'yes';
  return final ? 'no' : 'more';
}

function isJsonOpening(c: string | undefined): boolean {
  return c === '{' || c === '[';
}

/** Hermes and every other JSON-in-delimiters format: a JSON object or array follows. */
const jsonOpening: OpeningClassifier = (_marker, text, from, final) => {
  if (from === text.length) return final ? 'no' : 'more';
  return isJsonOpening(text[from]) ? 'yes' : 'no';
};

/** Qwen3-Coder: `<function=NAME>` follows, or a JSON object (its own Hermes fallback). */
const qwen3CoderOpening: OpeningClassifier = (marker, text, from, final) => {
  if (marker !== '<tool_call>') return 'yes';
  if (from === text.length) return final ? 'no' : 'more';
  if (isJsonOpening(text[from])) return 'yes';
  return startsWith(FUNCTION_OPEN, text, from, final);
};

/** GLM: the tool name follows (or a JSON object, which it reads too); a tag is not its form. */
const glmOpening: OpeningClassifier = (_marker, text, from, final) => {
  if (from === text.length) return final ? 'no' : 'more';
  return text[from] === '<' ? 'no' : 'yes';
};

/** Morph XML: child elements (or the close tag) follow an open tag that ends with `>`. */
const morphXmlOpening: OpeningClassifier = (marker, text, from, final) => {
  if (!marker.endsWith('>')) return 'yes';
  if (from === text.length) return final ? 'no' : 'more';
  return text[from] === '<' ? 'yes' : 'no';
};

/** YAML XML: a YAML key follows `<name>`, or the close tag of an empty call. */
const yamlXmlOpening: OpeningClassifier = (marker, text, from, final) => {
  if (marker.endsWith('/>')) return 'yes';
  if (from === text.length) return final ? 'no' : 'more';
  if (text[from] !== '<') return 'yes';
  return startsWith('</', text, from, final);
};

const anyOpening: OpeningClassifier = () => 'yes';

/**
 * How the formats that share start markers tell their calls apart, by protocol name. Only
 * `<tool_call>` (Hermes JSON, Qwen3-Coder, GLM) and tool-name tags (morph XML, YAML XML) are
 * shared among the built-in formats. A protocol not listed here claims everything after a shared
 * marker, so among such formats the order of composition decides.
 */
const CLASSIFIERS: Readonly<Record<string, OpeningClassifier>> = {
  'json-mix': jsonOpening,
  'qwen3-coder': qwen3CoderOpening,
  glm: glmOpening,
  'morph-xml': morphXmlOpening,
  'yaml-xml': yamlXmlOpening,
};

/** The opening classifier of the protocol named `protocolName` (see {@link OpeningClassifier}). */
export function openingClassifier(protocolName: string): OpeningClassifier {
  return Object.hasOwn(CLASSIFIERS, protocolName)
    ? (CLASSIFIERS[protocolName] as OpeningClassifier)
    : anyOpening;
}
