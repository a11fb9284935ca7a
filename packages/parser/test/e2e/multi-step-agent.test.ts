import type { StepResult, TextStreamPart, ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  DEMO_FINAL_ANSWER,
  DEMO_PROMPT,
  DEMO_REPORT,
  demoScript,
  PRESETS,
  type Preset,
} from '../../../test-server/src/index';
import {
  DEMO_EXPECTED_FINISH,
  DEMO_EXPECTED_RUNS,
  DEMO_EXPECTED_TEXTS,
} from '../e2e-shared/scenarios';
import {
  type E2eSdk,
  MARKERS,
  occurrences,
  recordingTools,
  replayModel,
  roles,
  SDK_PRESETS,
  SDKS,
  type ToolRun,
  textsOf,
} from './replay-harness';

function expectScenario(runs: ToolRun[], steps: StepResult<ToolSet>[], text: string) {
  expect(runs).toEqual(DEMO_EXPECTED_RUNS);
  expect(steps.map((step) => step.finishReason)).toEqual(DEMO_EXPECTED_FINISH);
  expect(steps[0]?.text).toContain("I'll look up the weather in both cities first.");
  expect(steps[0]?.toolCalls.map((call) => call.toolName)).toEqual(['get_weather', 'get_weather']);
  expect(steps[2]?.toolResults[0]?.output).toEqual({
    path: '/tmp/replay/report.md',
    bytes: Buffer.byteLength(DEMO_REPORT),
  });
  expect(text).toBe(DEMO_FINAL_ANSWER);
}

async function runAgent(sdk: E2eSdk, preset: Preset, mode: 'generate' | 'stream') {
  const { model, server } = await replayModel(sdk, { preset, script: demoScript(preset) });
  const runs: ToolRun[] = [];
  const settings = {
    model,
    tools: recordingTools(sdk, runs),
    stopWhen: sdk.isStepCount(6),
    prompt: DEMO_PROMPT,
  };
  if (mode === 'generate') {
    const result = await sdk.generateText(settings);
    return {
      runs,
      server,
      steps: result.steps,
      text: result.text,
      parts: [] as TextStreamPart<ToolSet>[],
    };
  }
  const result = sdk.streamText(settings);
  const parts: TextStreamPart<ToolSet>[] = [];
  for await (const part of sdk.parts(result)) parts.push(part);
  return { runs, server, steps: await result.steps, text: await result.text, parts };
}

describe.each(SDK_PRESETS)(
  'multi-step agent with the $preset preset ($name)',
  ({ sdk, preset }) => {
    it('should run every tool with typed input and finish with the answer (generateText)', async () => {
      const { runs, steps, text } = await runAgent(sdk, preset, 'generate');
      expectScenario(runs, steps, text);
    });

    it('should do the same while streaming, each call as tool-input-start, deltas, end, tool-call', async () => {
      const { runs, steps, text, parts } = await runAgent(sdk, preset, 'stream');
      expectScenario(runs, steps, text);
      const calls = parts.filter((part) => part.type === 'tool-call');
      expect(calls).toHaveLength(4);
      for (const call of calls) {
        const own = parts.filter((part) => 'id' in part && part.id === call.toolCallId);
        const kinds = own.map((part) => part.type);
        expect(kinds.length).toBeGreaterThan(2);
        expect(kinds[0]).toBe('tool-input-start');
        expect(kinds.at(-1)).toBe('tool-input-end');
        expect(kinds.slice(1, -1).every((kind) => kind === 'tool-input-delta')).toBe(true);
        // The deltas add up to the call's input, and all of them come before the call.
        const json = own
          .map((part) => (part.type === 'tool-input-delta' ? part.delta : ''))
          .join('');
        expect(JSON.parse(json)).toEqual(call.input);
        expect(parts.indexOf(own.at(-1) as (typeof parts)[number])).toBeLessThan(
          parts.indexOf(call),
        );
      }
    });

    for (const mode of ['generate', 'stream'] as const) {
      it(`should keep exactly the text outside the call segments (${mode})`, async () => {
        const { steps } = await runAgent(sdk, preset, mode);
        expect(steps.map((step) => step.text)).toEqual(DEMO_EXPECTED_TEXTS);
      });
    }

    it('should send one instruction message, the rewritten history and no native tools', async () => {
      // Generate mode sends the same prompts as stream mode, only without `stream: true`.
      const { server } = await runAgent(sdk, preset, 'generate');
      expect(server.requests).toHaveLength(4);
      for (const request of server.requests) {
        expect(request).not.toHaveProperty('tools');
        expect(request).not.toHaveProperty('tool_choice');
        expect(request).not.toHaveProperty('stream');
      }
      const [first, second, , last] = server.requests;
      if (preset === 'gemma') {
        // Gemma has no system role: the instructions open the first user turn.
        expect(roles(first)).toEqual(['user']);
        const [intro] = textsOf(first, 'user');
        expect(intro).toContain('tool_call');
        expect(intro).toContain('"write_file"');
        expect(intro?.endsWith(DEMO_PROMPT)).toBe(true);
      } else {
        expect(roles(first)).toEqual(['system', 'user']);
        const [system] = textsOf(first, 'system');
        for (const name of ['get_weather', 'calculate', 'write_file'])
          expect(system).toContain(name);
        expect(textsOf(first, 'user')).toEqual([DEMO_PROMPT]);
      }
      // After the first step: the model's calls come back as assistant text in the preset's
      // syntax, and both results as one user turn.
      expect(roles(second)).toEqual(
        preset === 'gemma'
          ? ['user', 'assistant', 'user']
          : ['system', 'user', 'assistant', 'user'],
      );
      const [calls] = textsOf(second, 'assistant');
      expect(occurrences(calls ?? '', MARKERS[preset].call)).toBe(2);
      const results = textsOf(second, 'user').at(-1) ?? '';
      expect(occurrences(results, MARKERS[preset].response)).toBe(2);
      expect(results).toContain('sunny');
      expect(results).toContain('cloudy');
      // The last request holds the whole history: three rounds of calls and four results.
      expect(roles(last).filter((role) => role === 'assistant')).toHaveLength(3);
      const allResults = textsOf(last, 'user').join('\n');
      expect(occurrences(allResults, MARKERS[preset].response)).toBe(4);
      expect(textsOf(last, 'system').length).toBe(preset === 'gemma' ? 0 : 1);
    });

    it('should give the same calls, texts and finish reasons from generateText and streamText', async () => {
      const [generated, streamed] = await Promise.all([
        runAgent(sdk, preset, 'generate'),
        runAgent(sdk, preset, 'stream'),
      ]);
      const summary = (steps: typeof generated.steps) =>
        steps.map((step) => ({
          text: step.text,
          finishReason: step.finishReason,
          calls: step.toolCalls.map((call) => ({ toolName: call.toolName, input: call.input })),
        }));
      expect(summary(streamed.steps)).toEqual(summary(generated.steps));
      expect(streamed.runs).toEqual(generated.runs);
      expect(streamed.server.requests.map((request) => request.messages)).toEqual(
        generated.server.requests.map((request) => request.messages),
      );
    });
  },
);

describe.each(PRESETS)('AI SDK 6 and AI SDK 7 with the %s preset', (preset) => {
  it.each(['generate', 'stream'] as const)(
    'should send the model the same requests from either entry (%s)',
    async (mode) => {
      const [v7, v6] = await Promise.all(SDKS.map((sdk) => runAgent(sdk, preset, mode)));
      expect(v6?.server.requests).toHaveLength(4);
      expect(v6?.server.requests).toEqual(v7?.server.requests);
    },
  );
});
