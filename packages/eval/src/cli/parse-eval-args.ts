import { parseArgs } from 'node:util';
import {
  CONSTRAIN_TARGETS,
  type ConstrainTarget,
  type PresetName,
  presetDefinitions,
  presetNames,
} from '@tool/parser';

/** What `tool-eval` was asked to do. */
export interface EvalArgs {
  baseUrl: string | undefined;
  model: string | undefined;
  apiKey: string | undefined;
  /** Undefined: all (or, on a replay, the recorded ones). */
  presets: PresetName[] | undefined;
  tasksFile: string | undefined;
  /** `--chat-template FILE`: also scored, beside the presets, the middleware of the model's own template. */
  chatTemplate: string | undefined;
  /** Undefined: 1 (or, on a replay, the recorded number). */
  samples: number | undefined;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  temperature: number | undefined;
  outDir: string | undefined;
  replayDir: string | undefined;
  json: boolean;
  /** Undefined: every category of the tasks. */
  categories: string[] | undefined;
  /** A BFCL data folder to read the tasks from. */
  bfclDir: string | undefined;
  /** Undefined: every single-answer BFCL category found. */
  bfclCategories: string[] | undefined;
  /** `--constrain TARGET`: the server whose grammar fields the middleware sends; undefined: none. */
  constrain: ConstrainTarget | undefined;
}

/** The outcome of reading the command line. */
export type ParsedArgs =
  | { kind: 'run'; args: EvalArgs }
  | { kind: 'compare'; before: string; after: string; json: boolean }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

const OPTIONS = {
  'base-url': { type: 'string' },
  model: { type: 'string' },
  'api-key': { type: 'string' },
  presets: { type: 'string' },
  tasks: { type: 'string' },
  'chat-template': { type: 'string' },
  samples: { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  retries: { type: 'string' },
  temperature: { type: 'string' },
  out: { type: 'string' },
  replay: { type: 'string' },
  json: { type: 'boolean' },
  categories: { type: 'string' },
  bfcl: { type: 'string' },
  'bfcl-categories': { type: 'string' },
  constrain: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Reads `tool-eval` arguments (without the node and script paths) with Node's `parseArgs`.
 * Never throws: mistakes come back as `usage-error` with a message that says what to type.
 *
 * @param env - For `OPENAI_API_KEY`.
 */
export function parseEvalArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedArgs {
  const compareAt = argv.indexOf('--compare');
  if (compareAt !== -1) return parseCompare(argv, compareAt);
  let values: ReturnType<typeof read>;
  try {
    values = read(argv);
  } catch (error) {
    return usage(describeParseError(error));
  }
  if (values.help === true) return { kind: 'help' };
  const replayDir = values.replay;
  if (replayDir !== undefined && values.out !== undefined) {
    return usage('--replay reads a recording and --out writes one; use one of them.');
  }
  if (replayDir === undefined) {
    if (values['base-url'] === undefined) {
      return usage(
        "missing --base-url: the endpoint's API root, e.g. --base-url http://localhost:11434/v1",
      );
    }
    if (values.model === undefined)
      return usage('missing --model: the model id the endpoint serves, e.g. --model qwen3:8b');
  }
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    return usage(
      `--base-url must be an http(s) URL such as http://localhost:11434/v1 (got "${baseUrl}").`,
    );
  }
  if (values.model !== undefined && values.model.trim() === '') return usage('--model is empty.');

  const constrain = values.constrain;
  if (
    constrain !== undefined &&
    constrain !== 'off' &&
    !(CONSTRAIN_TARGETS as readonly string[]).includes(constrain)
  ) {
    return usage(`--constrain takes ${CONSTRAIN_TARGETS.join(', ')} or off (got "${constrain}").`);
  }
  const presets = parsePresets(values.presets);
  if (typeof presets === 'string') return usage(presets);
  const selections = readSelections(values);
  if (typeof selections === 'string') return usage(selections);
  const { categories, bfclCategories } = selections;
  const numbers = {
    samples: integer(values.samples, '--samples', 1, 1000),
    concurrency: integer(values.concurrency, '--concurrency', 1, 256),
    timeout: number(values.timeout, '--timeout', 0.001, 86_400),
    retries: integer(values.retries, '--retries', 0, 20),
    temperature: number(values.temperature, '--temperature', 0, 10),
  };
  for (const value of Object.values(numbers)) if (typeof value === 'string') return usage(value);
  const { samples, concurrency, timeout, retries, temperature } = numbers as Record<
    keyof typeof numbers,
    number | undefined
  >;
  return {
    kind: 'run',
    args: {
      baseUrl,
      model: values.model,
      apiKey: values['api-key'] ?? (env.OPENAI_API_KEY === '' ? undefined : env.OPENAI_API_KEY),
      presets,
      tasksFile: values.tasks,
      chatTemplate: values['chat-template'],
      samples,
      concurrency: concurrency ?? 4,
      timeoutMs: Math.round((timeout ?? 120) * 1000),
      retries: retries ?? 3,
      temperature,
      outDir: values.out,
      replayDir,
      json: values.json === true,
      categories,
      bfclDir: values.bfcl,
      bfclCategories,
      constrain:
        constrain === undefined || constrain === 'off' ? undefined : (constrain as ConstrainTarget),
    },
  };
}

/** `--bfcl` and the category lists, checked together, or a message. */
function readSelections(
  values: ReturnType<typeof read>,
): { categories: string[] | undefined; bfclCategories: string[] | undefined } | string {
  if (values.bfcl !== undefined && (values.tasks !== undefined || values.replay !== undefined)) {
    return '--bfcl reads the tasks from BFCL files; it goes with neither --tasks nor --replay.';
  }
  const bfclCategories = parseList(values['bfcl-categories']);
  if (bfclCategories !== undefined && values.bfcl === undefined) {
    return '--bfcl-categories chooses among the files of --bfcl DIR; give --bfcl too.';
  }
  if (bfclCategories !== undefined && bfclCategories.length === 0) {
    return '--bfcl-categories needs category names, e.g. --bfcl-categories simple,parallel.';
  }
  const categories = parseList(values.categories);
  if (categories !== undefined && categories.length === 0) {
    return '--categories needs category names, e.g. --categories simple,agent.';
  }
  return { categories, bfclCategories };
}

/** `--compare A.json B.json [--json]`: nothing else goes with it. */
function parseCompare(argv: readonly string[], at: number): ParsedArgs {
  const [before, after] = [argv[at + 1], argv[at + 2]];
  if (
    before === undefined ||
    after === undefined ||
    before.startsWith('-') ||
    after.startsWith('-')
  ) {
    return usage('--compare takes two saved --json reports: tool-eval --compare A.json B.json.');
  }
  const rest = [...argv.slice(0, at), ...argv.slice(at + 3)];
  const extra = rest.filter((arg) => arg !== '--json');
  if (extra.length > 0) {
    return usage(`--compare only reads two reports (and takes --json); remove ${extra.join(' ')}.`);
  }
  return { kind: 'compare', before, after, json: rest.includes('--json') };
}

/** A comma list, trimmed, without empty names; undefined when the option is absent. */
function parseList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

function read(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false })
    .values;
}

/** `all` or a comma list of preset names, or a message. */
function parsePresets(value: string | undefined): PresetName[] | undefined | string {
  if (value === undefined || value.trim() === 'all') return undefined;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0)
    return `--presets needs preset names or all, e.g. --presets hermes,qwen3-coder.`;
  const unknown = names.filter((name) => !Object.hasOwn(presetDefinitions, name));
  if (unknown.length > 0) {
    return `unknown preset${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}. Choose from ${presetNames.join(', ')} (or all).`;
  }
  return [...new Set(names)] as PresetName[];
}

function integer(
  value: string | undefined,
  flag: string,
  min: number,
  max: number,
): number | undefined | string {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    return `${flag} takes a whole number from ${min} to ${max} (got "${value}").`;
  }
  return Number(value);
}

function number(
  value: string | undefined,
  flag: string,
  min: number,
  max: number,
): number | undefined | string {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max) {
    return `${flag} takes a number from ${min} to ${max} (got "${value}").`;
  }
  return parsed;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Node's parseArgs messages, said the way the rest of the command says things. */
function describeParseError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? message}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (message.includes('does not take an argument'))
        return `${option ?? 'this option'} takes no value.`;
      return `${option ?? 'an option'} needs a value.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}: every input is given with an option (--tasks FILE).`;
    default:
      return message;
  }
}

function usage(message: string): ParsedArgs {
  return { kind: 'usage-error', message };
}
