import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ToolCallEngine } from '../engine/tool-call-engine';
import { ToolRegistry } from '../engine/tool-registry';
import type { FunctionTool, StreamPart, ToolCallErrorMetadata, ToolCallProtocol } from '../types';
import { arbitraryForSchema } from './arbitrary-for-schema';
import { describeFeedbackConformance } from './conformance-feedback';
import { describeHostileConformance } from './conformance-hostile';
import { describeReasoningConformance } from './conformance-reasoning';
import { RUNS } from './fuzz-settings';
import { reassemble } from './run-outputs';
import {
  chunkBySizes,
  runStream,
  streamViolations,
  summarizeContent,
  summarizeParts,
  usage,
} from './stream-helpers';

/** fast-check runs per property, for protocol test files' own properties too. */
export { RUNS };

export interface ExpectedCall {
  toolName: string;
  input: Record<string, unknown>;
}

export interface ConformanceFixture {
  name: string;
  protocol: ToolCallProtocol;
  tools: FunctionTool[];
  /** Hand-written outputs and the calls they must give (in order). */
  cases: Array<{ name: string; text: string; calls: ExpectedCall[] }>;
  /** Outputs that look like calls but are not; each must keep its text and report `code`. */
  malformed: Array<{ name: string; text: string; code: string }>;
  /** Pieces random outputs are built from: markers, partial markers, call snippets, prose. */
  fragments: string[];
  /** How the model writes a call (default: `protocol.formatToolCall`). */
  renderCall?: (call: ExpectedCall) => string;
  /** A tool and string argument used to check that long values stream in many deltas. */
  longString: { toolName: string; argument: string; rest?: Record<string, unknown> };
  /**
   * Whether text events plus recognized segments reproduce the input exactly. Off only for
   * formats that move part of the output to another channel (reasoning).
   */
  lossless?: boolean;
}

function render(fixture: ConformanceFixture, call: ExpectedCall): string {
  return fixture.renderCall?.(call) ?? fixture.protocol.formatToolCall(call);
}

function generate(
  fixture: ConformanceFixture,
  text: string,
  onError?: (m: string, d: ToolCallErrorMetadata) => void,
) {
  return summarizeContent(
    fixture.protocol.parseGeneratedText({
      text,
      tools: fixture.tools,
      options: onError ? { onError } : {},
    }),
  );
}

async function stream(fixture: ConformanceFixture, chunks: string[], finishReason = 'stop') {
  return runStream(fixture.protocol, fixture.tools, chunks, {}, { finishReason });
}

const parsedCalls = (calls: Array<{ toolName: string; input: string }>) =>
  calls.map((c) => ({ toolName: c.toolName, input: JSON.parse(c.input) as unknown }));

const chunkSizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 });

/**
 * The invariants of DESIGN.md, run for one protocol: split invariance, generate ≡ stream,
 * nothing lost, prefix-consistent deltas, minimal hold-back, never throwing, prototype safety,
 * honest finish reason. Every protocol's test file calls this with its fixture.
 */
export function describeConformance(fixture: ConformanceFixture): void {
  const { protocol, tools } = fixture;

  describeHostileConformance(fixture);
  describeFeedbackConformance(fixture);
  describeReasoningConformance(fixture);

  describe(`${fixture.name} conformance`, () => {
    it.each(fixture.cases)('should parse "$name" in generate mode', ({ text, calls }) => {
      expect(parsedCalls(generate(fixture, text).calls)).toEqual(calls);
    });

    it.each(fixture.cases)(
      'should stream "$name" the same under 1-char, 4-char and whole chunkings',
      async ({ text }) => {
        const expected = generate(fixture, text);
        for (const chunks of [chunkBySizes(text, [1]), chunkBySizes(text, [4]), [text]]) {
          const parts = await stream(fixture, chunks);
          expect(streamViolations(parts)).toEqual([]);
          expect(summarizeParts(parts)).toEqual(expected);
        }
      },
    );

    it.each(fixture.malformed)(
      'should keep the text of "$name" and report $code',
      ({ text, code }) => {
        const errors: ToolCallErrorMetadata[] = [];
        const result = generate(fixture, text, (_m, d) => errors.push(d));
        expect(result.calls).toEqual([]);
        expect(result.text).toBe(text);
        expect(errors.map((e) => e.code)).toContain(code);
        for (const e of errors) if (e.segment !== undefined) expect(text).toContain(e.segment);
        // With emitFailedCallText off the text is dropped but still reported.
        const quiet = summarizeContent(
          protocol.parseGeneratedText({
            text,
            tools,
            options: { emitFailedCallText: false, onError: () => {} },
          }),
        );
        expect(quiet.text.length).toBeLessThan(text.length);
      },
    );

    it('should agree between stream and generate on random outputs under random chunkings', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.constantFrom(...fixture.fragments),
              fc.string({ unit: 'binary', maxLength: 6 }),
            ),
            {
              maxLength: 14,
            },
          ),
          chunkSizes,
          async (pieces, sizes) => {
            const text = pieces.join('');
            const expected = generate(fixture, text);
            const parts = await stream(fixture, chunkBySizes(text, sizes));
            expect(streamViolations(parts)).toEqual([]);
            expect(summarizeParts(parts)).toEqual(expected);
            if (fixture.lossless !== false) {
              expect(reassemble(protocol, tools, chunkBySizes(text, sizes))).toBe(text);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('should give back every call written with formatToolCall (round trip)', async () => {
      const callArb = fc.oneof(
        ...tools.map((tool) =>
          arbitraryForSchema(new ToolRegistry([tool]).get(tool.name)?.schema).map(
            (input): ExpectedCall => ({
              toolName: tool.name,
              input: input as Record<string, unknown>,
            }),
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(callArb, { minLength: 1, maxLength: 3 }),
          chunkSizes,
          async (calls, sizes) => {
            const text = `Let me check.\n${calls.map((c) => render(fixture, c)).join('\n')}\nDone.`;
            const expected = generate(fixture, text);
            expect(parsedCalls(expected.calls)).toEqual(calls);
            const parts = await stream(fixture, chunkBySizes(text, sizes));
            expect(streamViolations(parts)).toEqual([]);
            expect(summarizeParts(parts)).toEqual(expected);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('should hold back at most the longest marker minus one character of prose', () => {
      const createFormat = getProtocolFormat(protocol);
      if (createFormat === undefined) throw new Error('not made with defineProtocol');
      const markers = createFormat(new ToolRegistry(tools)).markers;
      const matcher = new MarkerMatcher(markers);
      const alphabet = [
        ...new Set([...markers.flatMap((m) => [...m]), '<', '>', '`', '{', '[', ' ', 'a', '\n']),
      ];
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...alphabet, ...markers.map((m) => m.slice(0, -1))), {
            maxLength: 60,
          }),
          (pieces) => {
            const text = pieces.join('');
            fc.pre(matcher.find(text).kind !== 'full');
            const engine = new ToolCallEngine(createFormat, tools);
            let emitted = 0;
            for (let i = 0; i < text.length; i++) {
              for (const e of engine.push(text[i] as string))
                if (e.type === 'text') emitted += e.text.length;
              expect(i + 1 - emitted).toBeLessThanOrEqual(Math.max(0, matcher.longest - 1));
            }
          },
        ),
        { numRuns: RUNS * 3 },
      );
    });

    it('should stream a long string argument in many deltas as it arrives', async () => {
      const { toolName, argument, rest = {} } = fixture.longString;
      const code = 'if (a < b && c > d) { s = "</p>\\n"; x = a & b; }\n'.repeat(2000);
      const text = `Writing.\n${render(fixture, { toolName, input: { ...rest, [argument]: code } })}`;
      const parts = await stream(fixture, chunkBySizes(text, [4]));
      expect(streamViolations(parts)).toEqual([]);
      const deltas = parts.filter((p) => p.type === 'tool-input-delta').length;
      expect(deltas).toBeGreaterThan(1000);
      const call = parts.find((p) => p.type === 'tool-call');
      expect(JSON.parse((call as { input: string }).input)[argument]).toBe(code);
    });

    it('should leave Object.prototype untouched by hostile keys', () => {
      const tool = tools[0] as FunctionTool;
      const input = JSON.parse(
        '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
      );
      const text = render(fixture, { toolName: tool.name, input });
      protocol.parseGeneratedText({ text, tools, options: { onError: () => {} } });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('should report tool-calls as the finish reason only when a call was parsed', async () => {
      const withCall = fixture.cases.find((c) => c.calls.length > 0) as { text: string };
      const finish = (parts: StreamPart[]) =>
        (parts[parts.length - 1] as { finishReason: unknown }).finishReason;
      expect(finish(await stream(fixture, [withCall.text]))).toEqual({
        unified: 'tool-calls',
        raw: 'stop',
      });
      expect(finish(await stream(fixture, [withCall.text], 'length'))).toEqual({
        unified: 'length',
        raw: 'length',
      });
      expect(finish(await stream(fixture, ['no calls here']))).toEqual({
        unified: 'stop',
        raw: 'stop',
      });
    });

    it('should pass every other part through untouched and in order', async () => {
      const withCall = fixture.cases.find((c) => c.calls.length > 0) as { text: string };
      const extra: StreamPart[] = [
        { type: 'reasoning-start', id: 'r' },
        { type: 'reasoning-delta', id: 'r', delta: 'thinking' },
        { type: 'reasoning-end', id: 'r' },
        { type: 'source', sourceType: 'url', id: 's', url: 'https://example.com' },
        { type: 'raw', rawValue: { x: 1 } },
        { type: 'some-future-part', payload: [1, 2] },
      ];
      const parser = protocol.createStreamParser({ tools });
      const input: StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'p' },
        { type: 'text-delta', id: 'p', delta: withCall.text.slice(0, 3) },
        ...extra,
        { type: 'text-delta', id: 'p', delta: withCall.text.slice(3) },
        { type: 'text-end', id: 'p' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
      ];
      const { collect, readableFrom } = await import('./stream-helpers');
      const parts = await collect(readableFrom(input).pipeThrough(parser));
      const passed = parts.filter((p) => !/^(text-|tool-|finish)/.test(p.type));
      expect(passed).toEqual([input[0], ...extra]);
      expect(parts[parts.length - 1]?.type).toBe('finish');
    });
  });
}
