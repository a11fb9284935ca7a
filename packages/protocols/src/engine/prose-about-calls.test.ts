import { describe, expect, it } from 'vitest';
import { protocolCatalog } from '../test-utils/protocol-catalog';
import { readableFrom } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ProtocolOptions, StreamPart, ToolCallProtocol } from '../types';

// A model explaining tool calling writes call markup in a code span or a fenced block, often for a
// tool nobody declared. That is prose: it stays the text it is in every mode, is not sent back to
// the model and is not reported. A declared tool's call inside a fence is still a call (models do
// fence real calls). The corpus: every format's markup for an undeclared tool, in five kinds of
// Markdown code, read by every protocol.

const undeclared = { toolName: 'lookup_stock', input: { symbol: 'ACME', exchange: 'NYSE' } };

/** Prose that shows `call` in code: fenced (three ways) and inline (two ways). */
const proseKinds: Array<{ name: string; write: (call: string) => string; backtickFence?: true }> = [
  {
    name: 'a fence',
    write: (call) => `Hermes models answer:\n\`\`\`\n${call}\n\`\`\`\nThat is all.`,
    backtickFence: true,
  },
  {
    name: 'a fence with a language',
    write: (call) => `For example:\n\n\`\`\`text\n${call}\n\`\`\``,
    backtickFence: true,
  },
  { name: 'a tilde fence', write: (call) => `Like this:\n~~~\n${call}\n~~~\nDone.` },
  {
    name: 'an inline span',
    write: (call) => `The syntax is \`${call.replace(/\n/g, ' ')}\` in one line.`,
  },
  {
    name: 'a double-backtick span',
    write: (call) => `Write \`\`${call.replace(/\n/g, ' ')}\`\` to call it.`,
  },
];

const corpus = protocolCatalog.flatMap((writer) =>
  proseKinds.map((kind) => ({
    name: `${writer.name} markup in ${kind.name}`,
    output: kind.write(writer.protocol.formatToolCall(undeclared)),
    backtickFence: kind.backtickFence === true,
  })),
);

/**
 * Whether a reader takes a Markdown fence for its own call syntax (fenced JSON, alone or in a
 * composition): for it a fenced JSON call is a call of that format, botched when the tool is not
 * declared — not prose. Found by reading one, not by name.
 */
function readsFences(protocol: ToolCallProtocol): boolean {
  // A fenced object (fenced-json, json-mix) or a fenced list of calls (xLAM).
  const call = '{"name": "get_weather", "arguments": {"city": "x"}}';
  return [`\`\`\`\n${call}\n\`\`\``, `\`\`\`\n[${call}]\n\`\`\``].some((text) =>
    protocol
      .parseGeneratedText({ text, tools: testTools })
      .some((item) => item.type === 'tool-call'),
  );
}

interface Seen {
  text: string;
  calls: number;
  reports: string[];
}

async function read(protocol: ToolCallProtocol, chunks: string[], options: ProtocolOptions) {
  const seen: Seen = { text: '', calls: 0, reports: [] };
  const parts: StreamPart[] = [
    { type: 'text-start', id: 't' },
    ...chunks.map((delta): StreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
  ];
  const stream = readableFrom(parts).pipeThrough(
    protocol.createStreamParser({
      tools: testTools,
      options: { ...options, onError: (_message, metadata) => seen.reports.push(metadata.code) },
    }),
  );
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const part = next.value;
    if (part.type === 'text-delta') seen.text += part.delta as string;
    if (part.type === 'tool-call') seen.calls += 1;
  }
  return seen;
}

const modes = ['feedback', 'text'] as const;

describe.each(protocolCatalog)('prose about tool calls, read by $name', ({ protocol }) => {
  it.each(modes)(
    'should keep every explanation as text, untouched and unreported (%s)',
    async (mode) => {
      const wrong: string[] = [];
      const ownFences = readsFences(protocol);
      for (const { name, output, backtickFence } of corpus) {
        if (ownFences && backtickFence) continue;
        for (const chunks of [[output], [...output]]) {
          const seen = await read(protocol, chunks, { malformedCalls: mode });
          if (seen.calls > 0 || seen.text !== output || seen.reports.length > 0) {
            wrong.push(`${name}: ${JSON.stringify(seen)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(modes)(
    "should still read a declared tool's call written in a fence (%s)",
    async (mode) => {
      const call = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo' } });
      const output = `Calling it:\n\`\`\`\n${call}\n\`\`\`\n`;
      const seen = await read(protocol, [...output], { malformedCalls: mode });
      expect(seen.calls).toBe(1);
      expect(seen.reports).toEqual([]);
    },
  );
});
