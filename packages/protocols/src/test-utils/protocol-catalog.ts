import { deepseekProtocol } from '../deepseek/deepseek-protocol';
import { fencedJsonProtocol } from '../fallback/fenced-json-protocol';
import { withFallbackProtocols } from '../fallback/with-fallback-protocols';
import { glmProtocol } from '../glm/glm-protocol';
import { harmonyProtocol } from '../harmony/harmony-protocol';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { kimiK2Protocol } from '../kimi-k2/kimi-k2-protocol';
import { llama3JsonProtocol } from '../llama3-json/llama3-json-protocol';
import { minimaxProtocol } from '../minimax/minimax-protocol';
import { mistralProtocol } from '../mistral/mistral-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { pythonicProtocol } from '../pythonic/pythonic-protocol';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import type { ToolCallProtocol } from '../types';
import { yamlXmlProtocol } from '../yaml-xml/yaml-xml-protocol';

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

/**
 * Every protocol of this package (one per folder, the variants whose argument encoding differs,
 * and a composition with fallbacks), for tests that must hold for all of them.
 */
export const protocolCatalog: CatalogEntry[] = [
  { name: 'json-mix', protocol: jsonMixProtocol(), representative: true },
  {
    name: 'json-mix (Markdown fence)',
    protocol: jsonMixProtocol({ toolCallStart: '```tool_call', toolCallEnd: '```' }),
  },
  { name: 'morph-xml', protocol: morphXmlProtocol(), representative: true },
  { name: 'qwen3-coder', protocol: qwen3CoderProtocol() },
  { name: 'glm', protocol: glmProtocol() },
  { name: 'minimax', protocol: minimaxProtocol() },
  { name: 'deepseek (DSML)', protocol: deepseekProtocol() },
  { name: 'deepseek (v3.1 JSON)', protocol: deepseekProtocol({ format: 'v3.1' }) },
  { name: 'yaml-xml', protocol: yamlXmlProtocol() },
  { name: 'llama3-json', protocol: llama3JsonProtocol() },
  { name: 'mistral', protocol: mistralProtocol() },
  { name: 'pythonic', protocol: pythonicProtocol() },
  { name: 'kimi-k2', protocol: kimiK2Protocol() },
  { name: 'harmony', protocol: harmonyProtocol() },
  { name: 'fenced-json', protocol: fencedJsonProtocol() },
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
