/**
 * Where the engine's scan is. `text`: plain text, searched for call markers and the open markers
 * of thinking blocks. `after-reasoning`: just after a close marker, where whitespace is envelope.
 * `opening`: the start of an output that begins inside a block (`startInReasoning`): whitespace,
 * then perhaps the block's open marker after all. `reasoning-start`: the start of a block's text,
 * whose whitespace is envelope. `reasoning`: inside a block, searched for its close marker (and
 * the call markers with `toolCalls: 'parse'`). `ender`: after a marker that may end an open block
 * (a format's `reasoningEnders`), held until the block's close marker or the end. `segment`: a
 * segment parser reads the input; it returns to text or to reasoning, where it began.
 */
export type ScanState =
  | 'text'
  | 'after-reasoning'
  | 'opening'
  | 'reasoning-start'
  | 'reasoning'
  | 'ender'
  | 'segment';
