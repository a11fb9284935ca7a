import { readMalformedCall } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { presetDefinitions } from './presets/preset-definitions';
import { callParams, readAll } from './test-utils/call-params';
import { FEEDBACK_SCENARIOS } from './test-utils/feedback-scenarios';
import { SDKS } from './test-utils/sdk-adapter';

// What README and docs/reliability.md promise of streamed tool inputs, tested as stated: every
// started input ends in its tool-call; for every call that is not botched the deltas add up
// exactly to the final input; a botched call sent back to the model (feedback mode) carries the
// text the model wrote as its input, and its deltas are only the JSON arguments read before it
// broke — they do not add up to that input, which is why the call is marked as malformed.

interface CallSeen {
  started: number;
  ended: boolean;
  deltas: string;
  input?: string;
  botched: boolean;
}

const chunkings = [
  { name: 'whole', cut: (text: string) => [text] },
  { name: '1 character', cut: (text: string) => [...text] },
  { name: '5 characters', cut: (text: string) => text.match(/[\s\S]{1,5}/g) ?? [] },
];

const cases = SDKS.flatMap((sdk) =>
  FEEDBACK_SCENARIOS.flatMap((scenario) =>
    chunkings.map((chunking) => ({
      sdk,
      scenario,
      chunking,
      name: `${sdk.name}, ${scenario.name}, ${chunking.name}`,
    })),
  ),
);

describe.each(cases)(
  'streamed tool inputs in feedback mode ($name)',
  ({ sdk, scenario, chunking }) => {
    it('should add up exactly for the good call, and carry the raw text for the botched one', async () => {
      const output = `Checking.\n${scenario.botched}\nand ${scenario.retry}`;
      const model = sdk.wrapLanguageModel({
        model: sdk.scripted([{ chunks: chunking.cut(output) }]).model,
        middleware: sdk.toolMiddleware(presetDefinitions[scenario.preset]),
      });
      const { stream } = await model.doStream(callParams());
      const calls = new Map<string, CallSeen>();
      const order: string[] = [];
      for (const part of await readAll(stream)) {
        if (part.type === 'tool-input-start') {
          calls.set(part.id, { started: 1, ended: false, deltas: '', botched: false });
          order.push(part.id);
        } else if (part.type === 'tool-input-delta') {
          const call = calls.get(part.id);
          if (call !== undefined) call.deltas += part.delta;
        } else if (part.type === 'tool-input-end') {
          const call = calls.get(part.id);
          if (call !== undefined) call.ended = true;
        } else if (part.type === 'tool-call') {
          const call = calls.get(part.toolCallId);
          expect(call?.ended).toBe(true);
          if (call === undefined) continue;
          call.input = part.input;
          call.botched = readMalformedCall(part.providerMetadata) !== undefined;
        }
      }
      const seen = order.map((id) => calls.get(id));
      // Every started input ends in its tool-call: the botched one, then the good one.
      expect(seen.map((call) => call?.input !== undefined)).toEqual(seen.map(() => true));
      const good = seen.filter((call) => call?.botched === false);
      expect(good.map((call) => JSON.parse(call?.deltas ?? ''))).toEqual([{ city: 'Busan' }]);
      for (const call of good) expect(call?.deltas).toBe(call?.input);
      // The botched call (its input stream started only when its name was read in time).
      const botched = seen.filter((call) => call?.botched === true);
      for (const call of botched) {
        if (scenario.rawInput) {
          // Its input is the text the model wrote; the deltas, the JSON read before it broke.
          expect(call?.input).toBe(scenario.botched);
          expect(call?.deltas === '' || call?.deltas.startsWith('{')).toBe(true);
          expect(() => JSON.parse(call?.deltas ?? '')).toThrow();
        } else {
          // Botched for another reason than its arguments (an unknown tool): they add up.
          expect(call?.deltas).toBe(call?.input);
        }
      }
    });
  },
);
