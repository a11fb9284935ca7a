import { describe, expect, it } from 'vitest';
import { readMalformedCall } from '../engine/malformed-call-metadata';
import { protocolCatalog } from '../test-utils/protocol-catalog';
import { providerParts, readableFrom } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ProtocolOptions, StreamPart, ToolCallProtocol } from '../types';

// With `reasoning: { toolCalls: 'parse' }`, a call written inside a thinking block runs, and one
// that breaks there stays reasoning (docs/reasoning.md): it is neither sent back to the model nor
// left as a started tool input without its tool-call — a consumer (the AI SDK UI) shows a started
// input as a call being written, and one left without its call hangs. Checked for every protocol,
// in both malformedCalls modes, on a call cut at every tenth point and broken by what follows.

const REASONING = { open: '<think>', close: '</think>', toolCalls: 'parse' } as const;

interface Seen {
  dangling: string[];
  fedBack: number;
  calls: number;
  text: string;
  reasoning: string;
  finish: string;
}

function seen(parts: readonly StreamPart[]): Seen {
  const started = new Set<string>();
  const out: Seen = { dangling: [], fedBack: 0, calls: 0, text: '', reasoning: '', finish: '' };
  for (const part of parts) {
    if (part.type === 'tool-input-start') started.add(part.id as string);
    else if (part.type === 'text-delta') out.text += part.delta as string;
    else if (part.type === 'reasoning-delta') out.reasoning += part.delta as string;
    else if (part.type === 'finish') {
      out.finish = (part.finishReason as { unified: string }).unified;
    } else if (part.type === 'tool-call') {
      started.delete(part.toolCallId as string);
      out.calls += 1;
      if (readMalformedCall(part.providerMetadata) !== undefined) out.fedBack += 1;
    }
  }
  out.dangling = [...started];
  return out;
}

async function streamOf(
  protocol: ToolCallProtocol,
  chunks: string[],
  options: ProtocolOptions,
): Promise<Seen> {
  const parts: StreamPart[] = [];
  const stream = readableFrom(providerParts(chunks)).pipeThrough(
    protocol.createStreamParser({ tools: testTools, options }),
  );
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    parts.push(next.value);
  return seen(parts);
}

/**
 * The call broken at every tenth point: junk written into its arguments (its end still follows,
 * so the block closes after it), junk written anywhere else in it, and the call cut there (these
 * may leave a call whose end is never found, which reads on to the end of the output).
 */
function brokenCalls(call: string): Array<{ broken: string; closes: boolean }> {
  const cuts = new Set<number>();
  for (let at = 1; at < call.length; at += Math.max(1, Math.floor(call.length / 10))) cuts.add(at);
  cuts.add(call.length - 1);
  const value = call.indexOf('hello world');
  return [
    { broken: `${call.slice(0, value)}[[{ ${call.slice(value)}`, closes: true },
    ...[...cuts].flatMap((at) => [
      { broken: `${call.slice(0, at)} ]]"} oops ${call.slice(at)}`, closes: false },
      { broken: call.slice(0, at), closes: false },
    ]),
  ];
}

const modes = ['text', 'feedback'] as const;

describe.each(protocolCatalog)('a call broken inside thinking ($name)', ({ protocol }) => {
  const call = protocol.formatToolCall({
    toolName: 'write_file',
    input: { path: 'a.txt', content: 'hello world, a longer text' },
  });

  it.each(modes)('should stay reasoning, start no input it does not end (%s)', async (mode) => {
    const failures: string[] = [];
    for (const { broken, closes } of brokenCalls(call)) {
      const output = `<think>before ${broken} after</think>Done`;
      for (const chunks of [[output], [...output]]) {
        const result = await streamOf(protocol, chunks, {
          malformedCalls: mode,
          reasoning: REASONING,
        });
        const right =
          result.dangling.length === 0 &&
          result.fedBack === 0 &&
          // The block closes after a call whose end it can still see (one whose end is gone reads
          // on to the end of the output, and what becomes of that is the format's).
          (!closes || result.text === 'Done') &&
          (result.calls > 0 || result.finish === 'stop');
        if (!right) failures.push(`${JSON.stringify(broken)} ${JSON.stringify(result)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(modes)('should still run a whole call written inside thinking (%s)', async (mode) => {
    const output = `<think>before ${call} after</think>Done`;
    const result = await streamOf(protocol, [...output], {
      malformedCalls: mode,
      reasoning: REASONING,
    });
    expect(result).toMatchObject({ dangling: [], fedBack: 0, calls: 1, text: 'Done' });
    expect(result.finish).toBe('tool-calls');
  });
});
