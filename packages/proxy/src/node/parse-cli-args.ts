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
 * Reads `tool-proxy`'s arguments with `node:util`'s `parseArgs` (strict: an unknown flag, a
 * missing value or a stray argument is a usage error). `--no-structured-outputs` and the like
 * turn a switch off.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  let values: Record<string, FlagValue | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
      allowNegative: true,
    }).values;
  } catch (error) {
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };
  const { help: _help, ...flags } = values;
  return { kind: 'run', flags };
}
