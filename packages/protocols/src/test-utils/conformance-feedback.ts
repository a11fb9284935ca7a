import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMalformedCall } from '../engine/malformed-call-metadata';
import type { MalformedCall, ProtocolOptions } from '../types';
import type { ConformanceFixture } from './conformance';
import { hostileOutput } from './conformance-hostile';
import { RUNS } from './fuzz-settings';
import { reassemble, runGenerate, runStreamed } from './run-outputs';
import { chunkBySizes, runStream } from './stream-helpers';

const FEEDBACK: ProtocolOptions = { malformedCalls: 'feedback' };

const chunkSizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 });

/**
 * The invariants with `malformedCalls: 'feedback'`, for one protocol: a malformed output is either
 * sent back as calls carrying their text or kept as text, and `onError` hears what it hears in
 * text mode; generate and every chunking agree (the calls sent back included); nothing is
 * lost (text, recognized segments and the text of calls sent back add up to the input); a call
 * sent back carries the text the model wrote, as `onError` received it; the finish reason is
 * `tool-calls` when any call came out. Called by `describeConformance`.
 */
export function describeFeedbackConformance(fixture: ConformanceFixture): void {
  const { protocol, tools } = fixture;
  const lossless = fixture.lossless !== false;

  /** The `malformed` records of the calls of a generate run, in order. */
  const fedBack = (text: string): MalformedCall[] =>
    protocol
      .parseGeneratedText({ text, tools, options: FEEDBACK })
      .flatMap((part) =>
        part.type === 'tool-call' ? [readMalformedCall(part.providerMetadata)] : [],
      )
      .filter((record): record is MalformedCall => record !== undefined);

  describe(`${fixture.name} conformance in feedback mode`, () => {
    it.each(fixture.malformed)(
      'should send "$name" back or keep its text, and report $code as in text mode',
      async ({ text, code }) => {
        const inText = runGenerate(protocol, tools, text);
        const generated = runGenerate(protocol, tools, text, FEEDBACK);
        expect(generated.errors.map((e) => e.code)).toContain(code);
        // onError hears what it hears in text mode. Only where text mode releases an envelope
        // together with the calls that all failed in it (so the text reads as written) does the
        // segment of a call sent back stop at the call: the envelope's end is then recognized.
        const brief = (errors: typeof inText.errors) =>
          errors.map(({ code, toolName, position }) => ({ code, toolName, position }));
        expect(brief(generated.errors)).toEqual(brief(inText.errors));
        generated.errors.forEach((error, index) => {
          expect(inText.errors[index]?.segment?.startsWith(error.segment ?? '')).toBe(true);
        });
        const records = fedBack(text);
        for (const record of records) {
          expect(text).toContain(record.segment);
          expect(generated.errors).toContainEqual(
            expect.objectContaining({ code: record.code, segment: record.segment }),
          );
        }
        if (lossless) expect(reassemble(protocol, tools, [text], FEEDBACK)).toBe(text);
        for (const chunks of [chunkBySizes(text, [1]), chunkBySizes(text, [4]), [text]]) {
          const streamed = await runStreamed(protocol, tools, chunks, FEEDBACK);
          expect(streamed.violations).toEqual([]);
          expect(streamed.summary).toEqual(generated.summary);
          expect(streamed.errors).toEqual(generated.errors);
        }
        const parts = await runStream(protocol, tools, [text], FEEDBACK);
        expect(parts.at(-1)).toMatchObject({
          finishReason: { unified: generated.summary.calls.length > 0 ? 'tool-calls' : 'stop' },
        });
      },
    );

    it('should agree between modes and lose nothing on random outputs', async () => {
      await fc.assert(
        fc.asyncProperty(hostileOutput(fixture.fragments), chunkSizes, async (text, sizes) => {
          const chunks = chunkBySizes(text, sizes);
          const generated = runGenerate(protocol, tools, text, FEEDBACK);
          const streamed = await runStreamed(protocol, tools, chunks, FEEDBACK);
          expect(streamed.violations).toEqual([]);
          expect(streamed.summary).toEqual(generated.summary);
          expect(streamed.errors).toEqual(generated.errors);
          for (const record of fedBack(text)) expect(text).toContain(record.segment);
          if (lossless) expect(reassemble(protocol, tools, chunks, FEEDBACK)).toBe(text);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
