import { type PresetName, presetDefinitions, presetNames } from '../presets/preset-definitions';
import { type Chunking, DEFAULT_RANDOM_MAX_SIZE } from './chunk-text';
import { isReasoningMode, REASONING_MODES, type ReasoningMode } from './reasoning-mode';

/** What `tool-parser inspect …` was asked to do. */
export interface InspectArgs {
  /** The file to read; `undefined` (or `-` on the command line) reads standard input. */
  file: string | undefined;
  /** One preset, or `auto` to try them all (the default when `--preset` is not given). */
  preset: PresetName | 'auto';
  toolsFile: string | undefined;
  /** Set by `--stream` (and implied by `--chunk`): replay the output as a stream cut this way. */
  stream: Chunking | undefined;
  json: boolean;
  /** `--color` / `--no-color`; `undefined` decides from the terminal and `NO_COLOR`. */
  color: boolean | undefined;
  /** Set by `--serve`: start the page on 127.0.0.1 at this port (0: any free port). */
  serve: { port: number } | undefined;
  /** `--reasoning MODE`: how thinking blocks are read (default `blocks`). */
  reasoning: ReasoningMode;
}

/** The outcome of reading the command line. */
export type ParsedCommand =
  | { kind: 'inspect'; args: InspectArgs }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

const FLAGS = ['--auto', '--stream', '--json', '--serve', '--color', '--no-color'] as const;
const VALUED = ['--preset', '--tools', '--chunk', '--seed', '--port', '--reasoning'] as const;
type Flag = (typeof FLAGS)[number];
type Valued = (typeof VALUED)[number];

const HELP = 'Type `tool-parser inspect --help` for every option.';
const MAX_CHUNK = 1_000_000;

/**
 * Reads `tool-parser` arguments (without the node and script paths). Never throws: mistakes come
 * back as `usage-error` with a message that says what to type instead.
 */
export function parseInspectArgs(argv: ReadonlyArray<string>): ParsedCommand {
  const [command, ...rest] = argv;
  if (command === undefined) {
    return usage(
      'Missing the command. Type `tool-parser inspect out.txt` (or pipe the output in).',
    );
  }
  if (command === '--help' || command === '-h' || command === 'help') return { kind: 'help' };
  if (command !== 'inspect') {
    return usage(
      `Unknown command "${command}". The command is \`inspect\`: \`tool-parser inspect out.txt\`.`,
    );
  }

  const flags = new Set<Flag>();
  const values = new Map<Valued, string>();
  const files: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (isOneOf(FLAGS, name)) {
      if (eq !== -1) return usage(`${name} takes no value; write just \`${name}\`.`);
      flags.add(name);
      continue;
    }
    if (!isOneOf(VALUED, name)) return usage(`Unknown option ${name}. ${HELP}`);
    const value = eq === -1 ? rest[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '' || (eq === -1 && value.startsWith('--'))) {
      return usage(`${name} needs a value, for example \`${name} ${example(name)}\`.`);
    }
    if (values.has(name)) return usage(`${name} is given twice; keep one.`);
    values.set(name, value);
  }
  if (files.length > 1) {
    return usage(
      `Give one file at a time (got ${files.join(', ')}): \`tool-parser inspect out.txt\`.`,
    );
  }
  return buildArgs(files[0], flags, values);
}

function buildArgs(
  file: string | undefined,
  flags: ReadonlySet<Flag>,
  values: ReadonlyMap<Valued, string>,
): ParsedCommand {
  const presetValue = values.get('--preset');
  if (presetValue !== undefined && flags.has('--auto')) {
    return usage('Choose one: `--preset NAME` reads one format, `--auto` tries every preset.');
  }
  if (presetValue !== undefined && !Object.hasOwn(presetDefinitions, presetValue)) {
    return usage(
      `Unknown preset "${presetValue}". Type one of ${presetNames.join(', ')} (\`--preset hermes\`), or \`--auto\` to try them all.`,
    );
  }
  if (flags.has('--color') && flags.has('--no-color')) {
    return usage('Choose one of `--color` and `--no-color`.');
  }

  const chunk = values.get('--chunk');
  const seedValue = values.get('--seed');
  let stream: Chunking | undefined;
  if (chunk === 'random') {
    const seed = seedValue === undefined ? 1 : integer(seedValue, 0, 2 ** 32 - 1);
    if (seed === undefined) return usage(`--seed takes a whole number, for example \`--seed 7\`.`);
    stream = { kind: 'random', seed, maxSize: DEFAULT_RANDOM_MAX_SIZE };
  } else if (chunk !== undefined) {
    const size = integer(chunk, 1, MAX_CHUNK);
    if (size === undefined) {
      return usage(
        `--chunk takes a size in characters or \`random\`: \`--chunk 4\` or \`--chunk random\` (got "${chunk}").`,
      );
    }
    stream = { kind: 'fixed', size };
  } else if (flags.has('--stream')) {
    stream = { kind: 'fixed', size: 4 };
  }
  if (seedValue !== undefined && chunk !== 'random') {
    return usage('--seed only applies to random chunks: `--chunk random --seed 7`.');
  }

  const reasoning = values.get('--reasoning') ?? 'blocks';
  if (!isReasoningMode(reasoning)) {
    return usage(
      `--reasoning takes one of ${REASONING_MODES.join(', ')} (\`--reasoning start-inside\` for an output that begins inside the thinking); got "${reasoning}".`,
    );
  }

  const portValue = values.get('--port');
  let serve: InspectArgs['serve'];
  if (flags.has('--serve')) {
    const conflict =
      (['--json', '--stream'] as const).find((flag) => flags.has(flag)) ??
      (chunk === undefined ? undefined : '--chunk');
    if (conflict !== undefined) {
      return usage(
        `--serve shows everything on the page; drop ${conflict}: \`tool-parser inspect --serve\`.`,
      );
    }
    const port = portValue === undefined ? 0 : integer(portValue, 0, 65_535);
    if (port === undefined)
      return usage(`--port takes a number from 0 to 65535, for example \`--port 8123\`.`);
    serve = { port };
  } else if (portValue !== undefined) {
    return usage('--port is for the page: `tool-parser inspect --serve --port 8123`.');
  }

  return {
    kind: 'inspect',
    args: {
      file: file === '-' ? undefined : file,
      preset: (presetValue as PresetName | undefined) ?? 'auto',
      toolsFile: values.get('--tools'),
      stream,
      json: flags.has('--json'),
      color: flags.has('--color') ? true : flags.has('--no-color') ? false : undefined,
      serve,
      reasoning,
    },
  };
}

function isOneOf<T extends string>(list: ReadonlyArray<T>, value: string): value is T {
  return (list as ReadonlyArray<string>).includes(value);
}

/** A whole number in `[min, max]` written in plain digits, or `undefined`. */
function integer(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function example(name: Valued): string {
  const examples: Record<Valued, string> = {
    '--preset': 'hermes',
    '--tools': 'tools.json',
    '--chunk': '4',
    '--seed': '7',
    '--port': '8123',
    '--reasoning': 'start-inside',
  };
  return examples[name];
}

function usage(message: string): ParsedCommand {
  return { kind: 'usage-error', message };
}
