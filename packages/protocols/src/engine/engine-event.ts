import type { MalformedCall } from '../types';

/** What the engine produces; the stream and generate adapters map these onto AI SDK parts. */
export type EngineEvent =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  /** A thinking block ended: reasoning after it is a part of its own. */
  | { type: 'reasoning-end' }
  | { type: 'tool-input-start'; id: string; toolName: string }
  | { type: 'tool-input-delta'; id: string; delta: string }
  | { type: 'tool-input-end'; id: string }
  /** `malformed` is set on a call fed back to the model (`malformedCalls: 'feedback'`). */
  | { type: 'tool-call'; id: string; toolName: string; input: string; malformed?: MalformedCall }
  /** The exact text of a recognized call segment (only when `recordSegments` is on). */
  | { type: 'segment'; text: string }
  /**
   * A piece of the exact text of a thinking block: its markers, the whitespace that frames it and
   * its reasoning (only when `recordSegments` is on; consecutive pieces are one block).
   */
  | { type: 'reasoning-segment'; text: string };
