import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { MarkerMatcher } from '../engine/marker-matcher';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { ToolCallEngine } from '../engine/tool-call-engine';
import { ToolRegistry } from '../engine/tool-registry';
import type { ProtocolOptions, ReasoningBlock } from '../types';
import type { ConformanceFixture, ExpectedCall } from './conformance';
import { expectModesAgree } from './expect-modes-agree';
import { RUNS } from './fuzz-settings';
import { chunkBySizes } from './stream-helpers';

/** What a model writes inside its thinking that must stay reasoning: near misses of every marker. */
const NEAR_MISSES = [
  '</thinking>',
  '<b>bold</b>',
  'x<y && y>z',
  '</thi',
  '<think>',
  '[THINK',
  '[/THIN',
  '</ think>',
  '<!-- think -->',
];
const WORDS = ['The user', ' wants', ' the weather', '.', ' Maybe', ' call it', '?', ' Yes', ','];
const SPACES = [' ', '\n', '\n\n', '  \n'];

/** One piece of a generated output: prose, a call, or a thinking block. */
type Piece =
  | { kind: 'prose'; text: string }
  | { kind: 'call'; n: number }
  | { kind: 'block'; block: number; body: BodyPiece[]; closed: boolean };
type BodyPiece = { kind: 'text'; text: string } | { kind: 'call'; n: number };

const chunkSizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 });
const trim = (text: string) => text.replace(/^[ \n\r\t\uFEFF]+|[ \n\r\t\uFEFF]+$/g, '');

/**
 * Thinking blocks in every protocol (invariant 9): outputs built from prose, real calls and
 * blocks that hold rehearsed calls, near-miss markers, blank lines, and a block left open at the
 * end, in each block syntax the format reads. Checked: a rehearsed call never runs (unless
 * `toolCalls: 'parse'`), each block's text is reasoning without its markers and framing
 * whitespace, every chunking gives what generate mode gives with deltas that add up, every
 * character is text, reasoning, a call or envelope, and text is held back only while it may
 * start a marker. Called by `describeConformance`.
 */
export function describeReasoningConformance(fixture: ConformanceFixture): void {
  const { protocol, tools } = fixture;
  const createFormat = getProtocolFormat(protocol);
  if (createFormat === undefined) return;
  const format = createFormat(new ToolRegistry(tools));
  const blocks: readonly ReasoningBlock[] = format.reasoningBlocks ?? [THINK_BLOCK];
  const { toolName, argument, rest = {} } = fixture.longString;
  const callOf = (n: number, where: string): ExpectedCall => ({
    toolName,
    input: { ...rest, [argument]: `${where} ${n}` },
  });
  const render = (call: ExpectedCall) =>
    fixture.renderCall?.(call) ?? protocol.formatToolCall(call);
  const lossless = fixture.lossless !== false;
  // A block never closed ends at a marker that ends thinking (Kimi K2's section begin); a call
  // rendered with one then runs, and the rest of the block is output.
  const enders = format.reasoningEnders ?? [];
  const endsThinking = (n: number) =>
    enders.some((marker) => render(callOf(n, 'rehearsed')).includes(marker));
  const openers = new MarkerMatcher([...format.markers, ...blocks.map((b) => b.open)]);

  const body = fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...WORDS, ...SPACES, ...NEAR_MISSES) },
      { weight: 1, arbitrary: fc.constant('rehearsed call') },
    ),
    { maxLength: 10 },
  );
  const output = fc
    .array(
      fc.oneof(
        fc.constantFrom(...WORDS, ...SPACES).map((text): Piece => ({ kind: 'prose', text })),
        fc.constant<Piece>({ kind: 'call', n: 0 }),
        fc.tuple(fc.nat({ max: blocks.length - 1 }), body).map(
          ([block, texts]): Piece => ({
            kind: 'block',
            block,
            body: toBody(texts),
            closed: true,
          }),
        ),
      ),
      { maxLength: 8 },
    )
    .chain((pieces) => fc.boolean().map((openAtEnd) => number(pieces, openAtEnd)));

  /** The text of the pieces, and the calls and reasoning a reader expects of it. */
  const write = (pieces: Piece[], parse: boolean) => {
    let text = '';
    const calls: ExpectedCall[] = [];
    let reasoning = '';
    let nested = false;
    for (const piece of pieces) {
      if (piece.kind === 'prose') text += piece.text;
      else if (piece.kind === 'call') {
        calls.push(callOf(piece.n, 'real'));
        text += render(callOf(piece.n, 'real'));
      } else {
        const pair = blocks[piece.block] as ReasoningBlock;
        let inside = '';
        let thought: string | undefined;
        for (const part of piece.body) {
          if (part.kind === 'text') {
            inside += part.text;
            // After an ender the rest of the block is output, where an open marker starts a new
            // block: a case this model of the output does not follow (the property skips it).
            if (thought !== undefined && blocks.some((b) => part.text.includes(b.open))) {
              nested = true;
            }
          } else {
            const ended = !parse && !piece.closed && thought === undefined && endsThinking(part.n);
            if (ended) thought = inside;
            if (parse || thought !== undefined) calls.push(callOf(part.n, 'rehearsed'));
            inside += render(callOf(part.n, 'rehearsed'));
          }
        }
        if (!parse) reasoning += trim(thought ?? inside);
        text += pair.open + inside + (piece.closed ? pair.close : '');
      }
    }
    return { text, calls, reasoning, nested };
  };

  const check = (text: string, sizes: number[], options: ProtocolOptions) =>
    expectModesAgree(protocol, tools, text, chunkBySizes(text, sizes), { options, lossless });
  const parsedCalls = (calls: Array<{ toolName: string; input: string }>) =>
    calls.map((c) => ({ toolName: c.toolName, input: JSON.parse(c.input) as unknown }));

  describe(`${fixture.name} reasoning conformance`, () => {
    it('should never run a call rehearsed inside a thinking block, under any chunking', async () => {
      await fc.assert(
        fc.asyncProperty(output, chunkSizes, async (pieces, sizes) => {
          const expected = write(pieces, false);
          fc.pre(!expected.nested);
          const { summary, errors } = await check(expected.text, sizes, {});
          expect(errors).toEqual([]);
          expect(parsedCalls(summary.calls)).toEqual(expected.calls);
          expect(summary.reasoning).toBe(expected.reasoning);
        }),
        { numRuns: RUNS },
      );
    });

    it("should run calls inside thinking blocks with toolCalls: 'parse'", async () => {
      await fc.assert(
        fc.asyncProperty(output, chunkSizes, async (pieces, sizes) => {
          const expected = write(pieces, true);
          const options = { reasoning: { toolCalls: 'parse' } } as const;
          const { summary } = await check(expected.text, sizes, options);
          expect(parsedCalls(summary.calls)).toEqual(expected.calls);
        }),
        { numRuns: RUNS },
      );
    });

    it('should read an output that begins inside a block (startInReasoning)', async () => {
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.nat({ max: blocks.length - 1 }),
          fc.option(output, { nil: undefined }),
          chunkSizes,
          async (texts, block, after, sizes) => {
            const thought = write(
              number(
                [{ kind: 'block', block, body: toBody(texts), closed: after !== undefined }],
                false,
              ),
              false,
            );
            const pair = blocks[block] as ReasoningBlock;
            // An output that begins with an open marker after all is read from that block, one
            // that begins with a call as text (see ReasoningOptions.startInReasoning).
            const start = trim(thought.text.slice(pair.open.length));
            fc.pre(openers.matchAt(start, 0, true)?.kind !== 'full');
            // Without the open marker; and without a close marker, the thinking never ended.
            const inside = thought.text.slice(pair.open.length);
            const tail = after === undefined ? undefined : write(after, false);
            // As in the first property: an open marker after an ender starts a block not modelled.
            fc.pre(!thought.nested && tail?.nested !== true);
            const text = inside + (tail?.text ?? '');
            const options = { reasoning: { startInReasoning: true } } as const;
            const { summary } = await check(text, sizes, options);
            expect(parsedCalls(summary.calls)).toEqual([...thought.calls, ...(tail?.calls ?? [])]);
            expect(summary.reasoning).toBe(thought.reasoning + (tail?.reasoning ?? ''));
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('should agree and lose nothing on random pieces with reasoning markers, any setting', async () => {
      const markers = blocks.flatMap((b) => [
        b.open,
        b.close,
        b.open.slice(0, -1),
        b.close.slice(0, -2),
      ]);
      const settings: ProtocolOptions[] = [
        {},
        { reasoning: { toolCalls: 'parse' } },
        { reasoning: { startInReasoning: true } },
        { reasoning: false },
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...fixture.fragments, ...markers, ...NEAR_MISSES, ...SPACES), {
            maxLength: 14,
          }),
          fc.constantFrom(...settings),
          chunkSizes,
          async (pieces, options, sizes) => {
            await check(pieces.join(''), sizes, options);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('should hold back only what may start a marker, or whitespace inside a block', () => {
      const callMarkers = format.markers;
      const all = new MarkerMatcher([...callMarkers, ...blocks.flatMap((b) => [b.open, b.close])]);
      const calls = new MarkerMatcher(callMarkers);
      const alphabet = [
        ...new Set([...blocks.flatMap((b) => [...b.open, ...b.close]), '<', '>', ' ', 'a', '\n']),
        ...blocks.flatMap((b) => [b.open, b.close, b.open.slice(0, -1), b.close.slice(0, -1)]),
      ];
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), (pieces) => {
          const text = pieces.join('');
          fc.pre(calls.find(text).kind !== 'full');
          const engine = new ToolCallEngine(createFormat, tools, {}, true);
          let out = 0;
          for (let i = 0; i < text.length; i++) {
            for (const e of engine.push(text[i] as string)) {
              if (e.type === 'text' || e.type === 'reasoning-segment') out += e.text.length;
            }
            expect(i + 1 - out).toBeLessThanOrEqual(allowance(text.slice(0, i + 1), all.longest));
          }
        }),
        { numRuns: RUNS * 3 },
      );
    });
  });
}

/** Body texts with each `'rehearsed call'` turned into a call piece. */
function toBody(texts: readonly string[]): BodyPiece[] {
  return texts.map((text) =>
    text === 'rehearsed call' ? { kind: 'call', n: 0 } : { kind: 'text', text },
  );
}

/**
 * A copy of `pieces` (fast-check may hand out one value twice) with every call numbered in order,
 * so each call's input is unique, and with the last block left open when `openAtEnd`.
 */
function number(pieces: readonly Piece[], openAtEnd: boolean): Piece[] {
  let n = 0;
  return pieces.map((piece, index): Piece => {
    if (piece.kind === 'prose') return piece;
    if (piece.kind === 'call') return { kind: 'call', n: n++ };
    return {
      kind: 'block',
      block: piece.block,
      body: piece.body.map((part) => (part.kind === 'call' ? { kind: 'call', n: n++ } : part)),
      closed: !(openAtEnd && index === pieces.length - 1),
    };
  });
}

/**
 * The most a parse may hold at the end of `prefix`: the start of a marker (up to `longest − 1`
 * characters), after the run of whitespace inside a block that it follows.
 */
function allowance(prefix: string, longest: number): number {
  let most = 0;
  for (let k = 0; k < Math.max(1, longest); k++) {
    let start = prefix.length - k;
    while (start > 0 && (prefix[start - 1] === ' ' || prefix[start - 1] === '\n')) start--;
    most = Math.max(most, prefix.length - start);
  }
  return most;
}
