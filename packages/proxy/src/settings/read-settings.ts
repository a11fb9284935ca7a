import { presetNames } from '@tool/parser';
import { readCorsOrigin } from '../app/cors-origin';
import {
  type ProxySettings,
  SETTING_DEFAULTS,
  SETTING_SPECS,
  type SettingSpec,
} from './setting-specs';

/** A setting that cannot be used; the message names it and says what to give instead. */
export class SettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingError';
  }
}

/** A flag's value as a flag parser gives it (a repeated flag gives a list). */
export type FlagValue = string | boolean | ReadonlyArray<string | boolean>;

/** Where settings come from: parsed flags (by flag name) over environment variables. */
export interface SettingSources {
  flags?: Readonly<Record<string, FlagValue | undefined>>;
  env: Readonly<Record<string, string | undefined>>;
}

const UNITS: Record<string, number> = {
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
};

/**
 * Reads every setting of {@link SETTING_SPECS}: from its flag when given, otherwise from the first
 * of its environment variables that is set and not empty, otherwise its default.
 *
 * @throws SettingError for a value that cannot be read, or a missing upstream.
 */
export function readSettings(sources: SettingSources): ProxySettings {
  const settings: ProxySettings = { upstream: '', ...SETTING_DEFAULTS };
  for (const spec of SETTING_SPECS) {
    const raw = rawValue(spec, sources);
    // parseValue returns the type its spec's kind stands for (the table pairs keys and kinds).
    if (raw !== undefined)
      Object.assign(settings, { [spec.key]: parseValue(spec, raw.value, raw.source) });
  }
  if (settings.upstream === '') {
    throw new SettingError(
      'Missing the upstream: give its base URL with --upstream URL (or TOOL_PROXY_UPSTREAM), e.g. --upstream http://127.0.0.1:11434/v1.',
    );
  }
  return settings;
}

function rawValue(
  spec: SettingSpec,
  sources: SettingSources,
): { value: FlagValue; source: string } | undefined {
  const flag = sources.flags?.[spec.flag];
  if (flag !== undefined) return { value: flag, source: `--${spec.flag}` };
  for (const name of spec.env) {
    const value = sources.env[name];
    if (value !== undefined && value.trim() !== '') return { value, source: name };
  }
  return undefined;
}

function parseValue(spec: SettingSpec, value: FlagValue, source: string): unknown {
  const fail = (expected: string): never => {
    throw new SettingError(`Invalid ${source} ${JSON.stringify(value)}: expected ${expected}.`);
  };
  const list = typeof value === 'string' || typeof value === 'boolean' ? [value] : value;
  if (spec.kind === 'boolean') {
    const last = list.at(-1);
    if (typeof last === 'boolean') return last;
    const text = String(last).trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(text)) return true;
    if (['0', 'false', 'no', 'off'].includes(text)) return false;
    return fail('true or false');
  }
  if (spec.kind === 'keys') {
    const keys = list
      .flatMap((item) => String(item).split(','))
      .map((key) => key.trim())
      .filter((key) => key.length > 0);
    return keys.length > 0 ? keys : fail('one key or more, separated by commas');
  }
  if (spec.kind === 'origins') {
    const items = list.flatMap((item) => String(item).split(',')).filter((item) => item.trim());
    if (items.length === 0) return fail('an origin such as http://localhost:3000, or *');
    return items.map((item) => {
      const read = readCorsOrigin(item);
      if ('origin' in read) return read.origin;
      throw new SettingError(
        `Invalid ${source} ${JSON.stringify(item.trim())}: expected ${read.problem}.`,
      );
    });
  }
  const text = String(list.at(-1) ?? '').trim();
  switch (spec.kind) {
    case 'url':
      return isHttpUrl(text) ? text : fail('an http(s) base URL such as http://127.0.0.1:11434/v1');
    case 'text':
      return text.length > 0 ? text : fail('a value');
    case 'preset':
      return text === 'auto' || (presetNames as readonly string[]).includes(text)
        ? text
        : fail(`auto or one of ${presetNames.join(', ')}`);
    case 'choice': {
      const choices = spec.choices ?? [];
      return choices.includes(text) ? text : fail(choices.join(' or '));
    }
    case 'port': {
      const port = integer(text);
      return port !== undefined && port <= 65_535 ? port : fail('a port number from 0 to 65535');
    }
    case 'ms': {
      const ms = integer(text);
      return ms !== undefined && ms > 0 ? ms : fail('a number of milliseconds above 0');
    }
    case 'bytes': {
      const match = /^(\d+)\s*([a-z]*)$/i.exec(text);
      const unit = UNITS[(match?.[2] || 'b').toLowerCase()];
      const bytes = match === null || unit === undefined ? undefined : Number(match[1]) * unit;
      return bytes !== undefined && bytes > 0
        ? bytes
        : fail('a size such as 1048576, 512kb or 10mb');
    }
  }
}

function integer(text: string): number | undefined {
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
