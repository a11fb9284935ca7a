import { parseArgs } from 'node:util';
import type { FlagValue } from '../settings/read-settings';
import { SETTING_SPECS, type SettingKind } from '../settings/setting-specs';

/** The command line, read: `--help`, or the flags by name (values not checked yet). */
export type CliArgs =
  | { kind: 'help' }
  | { kind: 'run'; flags: Record<string, FlagValue | undefined> }
  | { kind: 'usage-error'; message: string };

/** Settings whose flag may be repeated, each value adding to the list. */
const LIST_KINDS: ReadonlySet<SettingKind> = new Set(['keys', 'origins']);

type OptionSpec = { type: 'string' | 'boolean'; multiple?: boolean; short?: string };

/** parseArgs options, derived from the settings table. */
const OPTIONS: Record<string, OptionSpec> = {
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries(
    SETTING_SPECS.map((spec): [string, OptionSpec] => [
      spec.flag,
      spec.kind === 'boolean'
        ? { type: 'boolean' }
        : { type: 'string', ...(LIST_KINDS.has(spec.kind) ? { multiple: true } : {}) },
    ]),
  ),
};

/**
 * The first flag that takes one value (not a list) and appears more than once, `--x` and
 * `--no-x` counting as the same flag: parseArgs alone would keep the last without a word.
 */
function repeatedFlag(tokens: ReadonlyArray<{ kind: string; name?: string }>): string | undefined {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined) continue;
    if (OPTIONS[token.name]?.multiple === true) continue;
    if (seen.has(token.name)) return token.name;
    seen.add(token.name);
  }
  return undefined;
}

/**
 * Reads `tool-proxy`'s arguments with `node:util`'s `parseArgs` (strict: an unknown flag, a
 * missing value, a stray argument or a single-value flag given twice is a usage error). `--no-structured-outputs` and the like
 * turn a switch off.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  let values: Record<string, FlagValue | undefined>;
  let tokens: ReadonlyArray<{ kind: string; name?: string }>;
  try {
    const parsed = parseArgs({
      args: [...argv],
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      tokens: true,
    });
    values = parsed.values;
    tokens = parsed.tokens;
  } catch (error) {
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };
  const repeated = repeatedFlag(tokens);
  if (repeated !== undefined) {
    return {
      kind: 'usage-error',
      message: `--${repeated} takes one value but was given more than once; give it once.`,
    };
  }
  const { help: _help, ...flags } = values;
  return { kind: 'run', flags };
}
