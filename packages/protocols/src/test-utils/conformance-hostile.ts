import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FunctionTool } from '../types';
import type { ConformanceFixture } from './conformance';
import { expectModesAgree } from './expect-modes-agree';
import { RUNS } from './fuzz-settings';
import { hostileKeyTree, keyTreeToObject, prototypeSnapshot } from './hostile-keys';
import { hostilePiece } from './hostile-piece';
import { reassemble, runGenerate, runStreamed } from './run-outputs';
import { chunkBySizes } from './stream-helpers';
import { visibleReassemblyProblem } from './visible-reassembly';

const chunkSizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 });

/** Random outputs: the format's own fragments, hostile pieces and arbitrary code points. */
export function hostileOutput(fragments: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...fragments) },
        { weight: 2, arbitrary: hostilePiece },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
      ),
      { maxLength: 16 },
    )
    .map((pieces) => pieces.join(''));
}

/**
 * The invariants of DESIGN.md on outputs nobody wrote by hand, for one protocol: the stream never
 * throws and ends with `finish`; generate and stream agree (text, calls and every `onError` report)
 * under any chunking; nothing is lost, in the engine's view and in the user's
 * (`emitFailedCallText: false`: text + reported segments + recognized segments — calls and
 * thinking blocks — = the input);
 * `maxToolCallSize` cuts a call at the same place however the output is chunked; and hostile keys
 * at every level of the arguments never reach a prototype. Called by `describeConformance`.
 */
export function describeHostileConformance(fixture: ConformanceFixture): void {
  const { protocol, tools } = fixture;
  const lossless = fixture.lossless !== false;

  describe(`${fixture.name} on hostile output`, () => {
    it('should never throw, agree between modes and lose nothing under any chunking', async () => {
      await fc.assert(
        fc.asyncProperty(hostileOutput(fixture.fragments), chunkSizes, async (text, sizes) => {
          const chunks = chunkBySizes(text, sizes);
          const generated = runGenerate(protocol, tools, text);
          const streamed = await runStreamed(protocol, tools, chunks);
          expect(streamed.violations).toEqual([]);
          expect(streamed.summary).toEqual(generated.summary);
          expect(streamed.errors).toEqual(generated.errors);
          // A call to an undeclared tool is released with its own text, name included (escapes
          // only lengthen it): a shorter segment is text misattributed to the failure.
          for (const { code, toolName, segment } of generated.errors)
            if (code === 'UNKNOWN_TOOL' && toolName !== undefined && segment !== undefined)
              expect(segment.length).toBeGreaterThanOrEqual(toolName.length);
          if (!lossless) return;
          expect(reassemble(protocol, tools, chunks)).toBe(text);

          const quiet = { emitFailedCallText: false } as const;
          const visible = await runStreamed(protocol, tools, chunks, quiet);
          expect(visible.summary).toEqual(runGenerate(protocol, tools, text, quiet).summary);
          // A call whose arguments its schema cannot fit still comes out as a call (the AI SDK's
          // validation rejects it) and is reported too: its text is the call's recognized
          // segment, not text left out.
          const failed = visible.errors.flatMap(({ code, segment, position }) =>
            segment === undefined || code === 'SCHEMA_MISMATCH'
              ? []
              : [{ segment, position: position ?? -1 }],
          );
          // Calls and thinking blocks (markers and all), in order.
          const segments = (protocol.extractSegments?.({ text, tools }) ?? []).map((s) => s.text);
          expect(visibleReassemblyProblem(text, visible.summary.text, failed, segments)).toBe(
            undefined,
          );
        }),
        { numRuns: RUNS },
      );
    });

    it('should cut a call past maxToolCallSize at the same place under any chunking', async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileOutput([...fixture.fragments, 'x'.repeat(40)]),
          fc.integer({ min: 1, max: 60 }),
          chunkSizes,
          async (text, maxToolCallSize, sizes) => {
            const options = { maxToolCallSize };
            await expectModesAgree(protocol, tools, text, chunkBySizes(text, sizes), {
              options,
              lossless,
            });
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('should keep prototype keys at every level of the arguments as plain data', async () => {
      const before = prototypeSnapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...tools),
          hostileKeyTree,
          chunkSizes,
          async (tool: FunctionTool, tree, sizes) => {
            const input = keyTreeToObject(tree);
            const call = { toolName: tool.name, input };
            const text = `Calling.\n${fixture.renderCall?.(call) ?? protocol.formatToolCall(call)}`;
            const generated = runGenerate(protocol, tools, text);
            const streamed = await runStreamed(protocol, tools, chunkBySizes(text, sizes));
            expect(streamed.violations).toEqual([]);
            expect(streamed.summary).toEqual(generated.summary);
            for (const { input: json } of generated.summary.calls) {
              const value = JSON.parse(json) as object;
              expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
            }
            expect(prototypeSnapshot()).toBe(before);
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
}
