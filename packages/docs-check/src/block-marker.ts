/**
 * What a code block's marker says: the words after the language in its info string
 * (```` ```ts run given=model ````), documented in docs/README.md.
 */
export type BlockMarker =
  | { kind: 'run'; given: string[]; aiV6: boolean; exit: number | undefined }
  | { kind: 'output' }
  | { kind: 'file'; name: string }
  | { kind: 'parses'; preset: string }
  | { kind: 'illustrative' }
  | { kind: 'unmarked' }
  | { kind: 'invalid'; problem: string };

/** The names a `given=` list may use: what the snippet host defines for a snippet. */
export const GIVEN_NAMES = ['model', 'base', 'provider', 'modelId', 'tools', 'prompt'] as const;

/** Languages whose `run` blocks are modules the snippet host imports. */
export const SCRIPT_LANGS = new Set(['ts', 'js']);
/** Languages whose `run` blocks are shell commands (`console`: `$ ` lines and their output). */
export const SHELL_LANGS = new Set(['sh', 'console']);

/**
 * Reads a block's marker words.
 *
 * @param lang - The block's language (what `run` means depends on it).
 * @param words - The words after the language.
 */
export function blockMarker(lang: string, words: readonly string[]): BlockMarker {
  const [first, ...rest] = words;
  if (first === undefined) return { kind: 'unmarked' };
  if (first === 'illustrative') return { kind: 'illustrative' };
  if (first === 'output') {
    return rest.length === 0 ? { kind: 'output' } : invalid(`"output" takes no options`);
  }
  if (first.startsWith('file=')) {
    const name = first.slice('file='.length);
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').includes('..')) {
      return invalid(`file=${name}: give a relative path such as file=out.txt`);
    }
    return rest.length === 0 ? { kind: 'file', name } : invalid(`"file=" takes no options`);
  }
  if (first.startsWith('parses=')) {
    const preset = first.slice('parses='.length);
    if (!/^[a-z0-9-]+$/.test(preset)) {
      return invalid(`parses=${preset}: name a preset, e.g. parses=hermes`);
    }
    return rest.length === 0 ? { kind: 'parses', preset } : invalid(`"parses=" takes no options`);
  }
  if (first !== 'run') {
    return invalid(
      `unknown marker "${first}"; the first word after the language is run, output, file=NAME, parses=PRESET or illustrative`,
    );
  }
  if (!SCRIPT_LANGS.has(lang) && !SHELL_LANGS.has(lang)) {
    return invalid(
      `"run" works on ts, js, sh and console blocks, not ${lang || 'a block without a language'}`,
    );
  }
  const marker: BlockMarker = { kind: 'run', given: [], aiV6: false, exit: undefined };
  for (const word of rest) {
    const [key, value = ''] = word.split('=', 2);
    if (key === 'given' && SCRIPT_LANGS.has(lang)) {
      const names = value.split(',').filter(Boolean);
      const unknown = names.filter((name) => !(GIVEN_NAMES as readonly string[]).includes(name));
      if (names.length === 0 || unknown.length > 0) {
        return invalid(
          `given=${value}: the names the check can give are ${GIVEN_NAMES.join(', ')}`,
        );
      }
      marker.given = names;
    } else if (word === 'ai=6' && SCRIPT_LANGS.has(lang)) {
      marker.aiV6 = true;
    } else if (key === 'exit' && lang === 'sh' && /^\d+$/.test(value)) {
      marker.exit = Number(value);
    } else {
      return invalid(`unknown option "${word}" of run; see docs/README.md#code-blocks-in-the-docs`);
    }
  }
  return marker;
}

function invalid(problem: string): BlockMarker {
  return { kind: 'invalid', problem };
}
