import type { ToolCallProtocol } from '@tool/protocols';

/** Tool sets remembered per protocol: agents send the same few tool sets again and again. */
const MAX_ENTRIES = 32;

const byProtocol = new WeakMap<ToolCallProtocol, Map<string, unknown>>();

/**
 * The value for `key` under `protocol`, computed once: a grammar is compiled once per tool set
 * (the key holds the tools' names and schemas, the target and the reasoning markers), not per
 * request. The oldest entry goes when a protocol holds {@link MAX_ENTRIES}.
 */
export function cachedGrammar<T>(protocol: ToolCallProtocol, key: string, compute: () => T): T {
  let entries = byProtocol.get(protocol);
  if (entries === undefined) {
    entries = new Map();
    byProtocol.set(protocol, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, value);
  return value;
}
