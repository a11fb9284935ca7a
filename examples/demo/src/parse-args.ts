import { type PresetName, presetNames } from '@tool/parser';

/** The demo's command line. */
export interface DemoArgs {
  preset: PresetName;
  /** The offline model botches a call first, is told what was wrong, and writes it again. */
  retry: boolean;
  help: boolean;
}

/** The usage line. */
export const USAGE = `Usage: pnpm demo [--preset ${presetNames.join('|')}] [--retry]`;

/**
 * Reads `--preset NAME` (also `--preset=NAME`; every preset of `@tool/parser`), `--retry` and
 * `--help`.
 *
 * @param argv - Arguments after the script name.
 * @throws {Error} For an unknown option or preset, with the accepted values.
 */
export function parseArgs(argv: readonly string[]): DemoArgs {
  const args: DemoArgs = { preset: 'hermes', retry: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      args.help = true;
    } else if (arg === '--retry') {
      args.retry = true;
    } else if (arg === '--preset' || arg.startsWith('--preset=')) {
      const value = arg === '--preset' ? argv[++i] : arg.slice('--preset='.length);
      if (!isPreset(value)) {
        throw new Error(`--preset expects one of ${presetNames.join(', ')}; got ${String(value)}.`);
      }
      args.preset = value;
    } else {
      throw new Error(`Unknown option ${arg}. ${USAGE}`);
    }
  }
  return args;
}

function isPreset(value: string | undefined): value is PresetName {
  return (presetNames as readonly (string | undefined)[]).includes(value);
}
