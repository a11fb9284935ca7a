import { assistantTurns } from '../assistant-turns';
import type { ReplayAnswer, ReplayScript } from '../chat-types';
import { formatLiteral } from '../format-literal';
import { breakJson } from './break-json';
import { detectPromptFormat } from './detect-prompt-format';
import { NATIVE_FORMATS, type NativeFormat } from './native-formats';
import type { PersonaCall } from './persona-call';
import { createTaskLookup, expectedCalls, type PersonaTask } from './persona-task';

/** What a persona says when the task needs no call. */
export const NO_CALL_TEXT = 'I can answer this directly; none of the tools is needed.';

/** Options every persona takes. */
export interface PersonaOptions {
  /** The suite it answers: each request is matched to one of these tasks. */
  tasks: readonly PersonaTask[];
}

/**
 * A model trained on one format that writes it whatever the prompt asks for: the task's
 * expected calls in `format`, or plain text when the task expects none.
 */
export function singleFormatPersona(
  options: PersonaOptions & { format: NativeFormat },
): ReplayScript {
  const lookup = createTaskLookup(options.tasks);
  const writer = NATIVE_FORMATS[options.format];
  return (request) => {
    const calls = expectedCalls(lookup(request));
    return calls.length === 0 ? writer.text(NO_CALL_TEXT) : writer.calls(calls);
  };
}

/** Options of {@link promptFollowingPersona}. */
export interface PromptFollowingOptions extends PersonaOptions {
  /** Seed of the slips; the same seed breaks the same answers whatever the request order. */
  seed?: number;
  /** Share of answers whose JSON gets broken, 0–1; default 0.25. */
  breakRate?: number;
}

/**
 * A model that writes whichever format the prompt asks for, but slips now and then: in a
 * seeded share of its answers the JSON of the first call is broken beyond repair (its arguments
 * object in JSON formats; its first object or array argument in XML formats, which have no JSON
 * otherwise). Which answers slip depends only on the seed, the task, the format and the turn,
 * so concurrent requests do not change it.
 */
export function promptFollowingPersona(options: PromptFollowingOptions): ReplayScript {
  const { seed = 1, breakRate = 0.25 } = options;
  const lookup = createTaskLookup(options.tasks);
  return (request) => {
    const task = lookup(request);
    const format = detectPromptFormat(request) ?? 'hermes';
    const writer = NATIVE_FORMATS[format];
    const calls = expectedCalls(task);
    if (calls.length === 0) return writer.text(NO_CALL_TEXT);
    const answer = writer.calls(calls);
    const slip = unitHash(`${seed}:${task.id}:${format}:${assistantTurns(request)}`) < breakRate;
    return slip ? breakFirstCall(answer, calls[0] as PersonaCall) : answer;
  };
}

/** Options of {@link thinkFirst}. */
export interface ThinkFirstOptions {
  /**
   * `'text'` (default): `<think>…</think>` opens the answer text, as a server without a reasoning
   * parser sends it. `'reasoning_content'`: the thinking is sent apart, as vLLM and DeepSeek do.
   */
  channel?: 'text' | 'reasoning_content';
}

/**
 * Makes any persona think before it answers: a few sentences about the request, with no call
 * markup in them, then the persona's own answer.
 */
export function thinkFirst(script: ReplayScript, options: ThinkFirstOptions = {}): ReplayScript {
  const { channel = 'text' } = options;
  return (request, context) => {
    const scripted = script(request, context);
    const answer: ReplayAnswer = typeof scripted === 'string' ? { text: scripted } : scripted;
    const last = request.messages.at(-1);
    const topic = typeof last?.content === 'string' ? last.content.slice(0, 60) : 'the request';
    const thought = `The user wrote: "${topic.replace(/[<>[\]|]/g, ' ')}". Let me decide whether a tool fits and which values to pass.`;
    return channel === 'text'
      ? { ...answer, text: `<think>\n${thought}\n</think>\n\n${answer.text}` }
      : { ...answer, reasoning: thought };
  };
}

export function breakFirstCall(answer: string, call: PersonaCall): string {
  const fragments = [
    call.arguments,
    ...Object.values(call.arguments).filter((value) => typeof value === 'object' && value !== null),
  ].map((value) => formatLiteral(value, { dialect: 'json', layout: 'inline' }));
  for (const fragment of fragments) {
    const at = answer.indexOf(fragment);
    const broken = breakJson(fragment);
    if (at !== -1 && broken !== undefined) {
      return answer.slice(0, at) + broken + answer.slice(at + fragment.length);
    }
  }
  return answer;
}

/** A number in [0, 1) from a string (FNV-1a), the same on every run. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4294967296;
}
