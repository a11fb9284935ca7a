import type { ToolCallProtocol } from '../types';
import type { ValueSyntax } from './value-syntax';

/**
 * How a format writes one call, for the grammar compiler: the fixed text around the arguments
 * (which names the tool) and how the arguments are written. Declared by each format in its own
 * folder (`<format>-grammar.ts`) and matched to what its writer renders.
 */
export interface CallShape {
  readonly kind: 'call-shape';
  /**
   * The text that starts a call of this tool, outside reasoning: a trigger of the lazy grammar and
   * of XGrammar's `triggered_tags`. The tool's `begin` starts with it.
   */
  readonly trigger: (toolName: string) => string;
  /** The text from the trigger up to the arguments, for one tool. */
  readonly begin: (toolName: string) => string;
  /** The text after the arguments, up to the end of the call. */
  readonly end: (toolName: string) => string;
  readonly arguments: ArgumentStyle;
  /**
   * Markers that are one token in the models' vocabularies: llama.cpp's `preserved_tokens`, so
   * that a trigger written as one token is seen.
   */
  readonly specialTokens?: readonly string[];
}

/**
 * How the arguments are written:
 * - `json`: one object of arguments, in JSON (any JSON whitespace) or in the given value syntax
 *   (Gemma's call DSL);
 * - `parameters`: one element per top-level argument, strings as raw text up to `stop` (default
 *   `</`) and other values as JSON or the given syntax (Qwen3-Coder, MiniMax, DeepSeek DSML, GLM;
 *   Seed-OSS's Python literals); `close` may name the argument (MiniMax-M3's `</name>`);
 * - `keywords`: a Python call's keyword arguments, `name=value, …`, the values in `syntax`;
 * - `xml-elements`: nested elements, arrays as `<item>` (morph-xml).
 */
export type ArgumentStyle =
  | { readonly kind: 'json'; readonly syntax?: ValueSyntax }
  | {
      readonly kind: 'parameters';
      /** The text before one argument's value; `isString` for formats that mark strings. */
      readonly open: (name: string, isString: boolean) => string;
      readonly close: string | ((name: string) => string);
      /** The marker a raw string value cannot hold: its reader ends the value there. */
      readonly stop?: string;
      readonly values?: ValueSyntax;
    }
  | { readonly kind: 'keywords'; readonly syntax: ValueSyntax }
  | { readonly kind: 'xml-elements' };

/** A format, or one of its setups, that a grammar cannot express; `reason` says why. */
export interface UnsupportedGrammar {
  readonly kind: 'unsupported';
  readonly reason: string;
}

/**
 * A format's grammar declaration: the call shape of a protocol made with this format's factory.
 * Gets the protocol so that a setup with other markers (Gemma's fences) is read from its writer.
 */
export type FormatGrammar = (protocol: ToolCallProtocol) => CallShape | UnsupportedGrammar;

export function unsupportedGrammar(reason: string): UnsupportedGrammar {
  return { kind: 'unsupported', reason };
}
