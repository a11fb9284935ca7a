import type { FunctionTool } from '@tool/protocols';
import { type PresetName, presetDefinitions } from '../presets/preset-definitions';
import { type Chunking, DEFAULT_RANDOM_MAX_SIZE } from './chunk-text';
import { parseToolsJson } from './load-tools';
import { isReasoningMode, REASONING_MODES, type ReasoningMode } from './reasoning-mode';

/** A checked `POST /api/inspect` body. */
export interface InspectRequest {
  text: string;
  preset: PresetName | 'auto';
  /** Declared tools; `undefined` when the page sent none (they are inferred). */
  tools: FunctionTool[] | undefined;
  stream: Chunking;
  reasoning: ReasoningMode;
}

/** The request, or a message for the page saying what is wrong. */
export type ReadInspectRequestResult =
  | { ok: true; request: InspectRequest }
  | { ok: false; message: string };

const MAX_CHUNK = 1_000_000;

/**
 * Checks the JSON body of `POST /api/inspect`: `text` (required), `preset` (a preset name or
 * `auto`, the default), `tools` (the text of a tools file; blank means infer), `chunk` (a size,
 * default 4, or `"random"`), `seed` (for random chunks, default 1) and `reasoning` (how thinking
 * blocks are read, default `"blocks"`).
 */
export function readInspectRequest(body: string): ReadInspectRequestResult {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return fail('The body is not JSON; send { "text": "…", "preset": "hermes" }.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('The body must be an object: { "text": "…", "preset": "hermes" }.');
  }
  const {
    text,
    preset = 'auto',
    tools = '',
    chunk = 4,
    seed = 1,
    reasoning = 'blocks',
  } = value as Record<string, unknown>;
  if (typeof text !== 'string') return fail('"text" must be the model output, as a string.');
  if (
    typeof preset !== 'string' ||
    (preset !== 'auto' && !Object.hasOwn(presetDefinitions, preset))
  ) {
    return fail(`"preset" must be "auto" or a preset name, not ${JSON.stringify(preset)}.`);
  }
  if (typeof tools !== 'string') return fail('"tools" must be the text of a tools file.');
  let declared: FunctionTool[] | undefined;
  if (tools.trim().length > 0) {
    const read = parseToolsJson(tools, 'The tools field');
    if (!read.ok) return fail(read.message);
    declared = read.tools;
  }
  if (!isReasoningMode(reasoning)) {
    return fail(`"reasoning" must be one of ${REASONING_MODES.join(', ')}.`);
  }
  if (!Number.isSafeInteger(seed) || (seed as number) < 0) {
    return fail('"seed" must be a whole number.');
  }
  let stream: Chunking;
  if (chunk === 'random') {
    stream = { kind: 'random', seed: seed as number, maxSize: DEFAULT_RANDOM_MAX_SIZE };
  } else if (
    Number.isSafeInteger(chunk) &&
    (chunk as number) >= 1 &&
    (chunk as number) <= MAX_CHUNK
  ) {
    stream = { kind: 'fixed', size: chunk as number };
  } else {
    return fail(`"chunk" must be a size from 1 to ${MAX_CHUNK} or "random".`);
  }
  return {
    ok: true,
    request: { text, preset: preset as PresetName | 'auto', tools: declared, stream, reasoning },
  };
}

function fail(message: string): ReadInspectRequestResult {
  return { ok: false, message };
}
