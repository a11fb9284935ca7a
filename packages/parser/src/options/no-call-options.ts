import type { ProtocolOptions } from '@tool/protocols';

/**
 * The protocol options of a call that has no tool to call (none sent, or `toolChoice: 'none'`).
 * The model thinks all the same, so its output is still read — thinking blocks become reasoning
 * and a format's own framing (Harmony's channels) is taken off — but nothing in it is a call:
 * markup that looks like one names no declared tool, so it stays the text it is, neither sent back
 * to the model nor reported (there was no tool it could have meant).
 */
export function noCallOptions(options: ProtocolOptions): ProtocolOptions {
  const { onError: _onError, ...rest } = options;
  return { ...rest, malformedCalls: 'text', emitFailedCallText: true };
}
