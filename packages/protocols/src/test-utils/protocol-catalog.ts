import { inject } from 'vitest';
import { builtInFormats } from '../built-in-formats';
import { withFallbackProtocols } from '../fallback/with-fallback-protocols';
import { fencedJsonProtocol } from '../fenced-json/fenced-json-protocol';
import type { FormatDeclaration } from '../format-declaration/format-declaration';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { llama3JsonProtocol } from '../llama3-json/llama3-json-protocol';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import type { ToolCallProtocol } from '../types';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by the edge-runtime project only (packages/runtimes/src/edge-sample.ts). */
    edgeSampleSeed?: number;
  }
}

/** How a protocol writes an argument value: JSON, Python literals, or markup (XML, YAML). */
export type ArgumentEncoding = 'json' | 'python' | 'markup';

export interface CatalogEntry {
  name: string;
  protocol: ToolCallProtocol;
  /**
   * One of the few run at full size in CI for the costliest inputs (JSON blocks, XML elements,
   * parameter tags, a composition); the others run at full size in the long campaign.
   */
  representative?: boolean;
}

const formats: readonly FormatDeclaration[] = builtInFormats;

/**
 * Every protocol setup the formats declare for the catalog (`catalog` in each declaration: the
 * default, and variants whose argument encoding differs), and a composition with fallbacks.
 */
export const fullCatalog: CatalogEntry[] = [
  ...formats.flatMap((format) =>
    format.catalog.map((entry) => ({
      name: entry.variant === undefined ? format.name : `${format.name} (${entry.variant})`,
      protocol: (entry.protocol ?? format.protocol)(),
      ...(entry.representative ? { representative: true } : {}),
    })),
  ),
  {
    name: 'qwen3-coder with fallbacks',
    representative: true,
    protocol: withFallbackProtocols(qwen3CoderProtocol(), [
      jsonMixProtocol(),
      llama3JsonProtocol(),
      fencedJsonProtocol(),
    ]),
  },
];

const PLACEHOLDER = 'QQ_HOSTILE_ARGUMENT_QQ';

/** How `protocol` writes an argument value. */
export function argumentEncoding(protocol: ToolCallProtocol): ArgumentEncoding {
  const text = protocol.formatToolCall({ toolName: 'get_weather', input: { city: PLACEHOLDER } });
  if (text.includes(`"${PLACEHOLDER}"`)) return 'json';
  if (text.includes(`'${PLACEHOLDER}'`)) return 'python';
  return 'markup';
}

/**
 * One setup per argument encoding, the `seed`-th of each (modulo their number): where the
 * runtime, not the format, is under test, they stand for the rest.
 */
export function onePerEncoding(entries: readonly CatalogEntry[], seed: number): CatalogEntry[] {
  const byEncoding = new Map<ArgumentEncoding, CatalogEntry[]>();
  for (const entry of entries) {
    const encoding = argumentEncoding(entry.protocol);
    byEncoding.set(encoding, [...(byEncoding.get(encoding) ?? []), entry]);
  }
  return [...byEncoding.values()].flatMap((group) => {
    const at = seed % group.length;
    return group.slice(at, at + 1);
  });
}

const edgeSampleSeed = inject('edgeSampleSeed');

/**
 * The setups for tests that must hold for all of them: every one, or in the edge-runtime project
 * a seeded sample, one per argument encoding.
 */
export const protocolCatalog: CatalogEntry[] =
  edgeSampleSeed === undefined ? fullCatalog : onePerEncoding(fullCatalog, edgeSampleSeed);

/**
 * A call written by the protocol itself (`formatToolCall`), with the value of `argument` replaced
 * by `raw` exactly as given: no quoting or escaping, so it can be anything a model writes there.
 * With `cut`, the call ends right after `raw`, never closed.
 */
export function writeCallWithRawArgument(
  protocol: ToolCallProtocol,
  toolName: string,
  argument: string,
  raw: string,
  { rest = {}, cut = false }: { rest?: Record<string, unknown>; cut?: boolean } = {},
): string {
  const text = protocol.formatToolCall({ toolName, input: { ...rest, [argument]: PLACEHOLDER } });
  for (const written of [`"${PLACEHOLDER}"`, `'${PLACEHOLDER}'`, PLACEHOLDER]) {
    const at = text.indexOf(written);
    if (at === -1) continue;
    // A cut call keeps the opening quote, so the value is an unterminated string.
    const open = cut && written !== PLACEHOLDER ? written[0] : '';
    return text.slice(0, at) + open + raw + (cut ? '' : text.slice(at + written.length));
  }
  throw new Error(`${protocol.name} did not write the argument ${argument} of ${toolName}`);
}
