import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { presetNames, toolCallMiddlewareOptions } from '@tool/parser';
import {
  DEMO_EXPRESSION,
  DEMO_FINAL_ANSWER,
  DEMO_FORECASTS,
  DEMO_PROMPT,
  DEMO_REPORT,
} from '@tool/test-server';
import { generateText, isStepCount, streamText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoTools } from './demo-tools';
import { openModel } from './open-model';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

/** The demo's agent (main.ts), offline, in generate or stream mode. */
async function runDemo(preset: (typeof presetNames)[number], mode: 'generate' | 'stream') {
  const outputDir = await mkdtemp(join(tmpdir(), 'tool-demo-test-'));
  folders.push(outputDir);
  const rawTexts: string[] = [];
  const reports: string[] = [];
  const opened = await openModel(preset, rawTexts, {});
  try {
    const settings = {
      model: opened.model,
      tools: createDemoTools(outputDir),
      stopWhen: isStepCount(6),
      prompt: DEMO_PROMPT,
      providerOptions: toolCallMiddlewareOptions({ onError: (message) => reports.push(message) }),
    };
    const steps =
      mode === 'generate'
        ? (await generateText(settings)).steps
        : await (async () => {
            const result = streamText(settings);
            for await (const _ of result.stream);
            return result.steps;
          })();
    const report = await readFile(join(outputDir, 'report.md'), 'utf8');
    return { steps, report, reports, rawTexts, description: opened.description };
  } finally {
    await opened.close();
  }
}

describe.each(presetNames)('the demo with --preset %s', (preset) => {
  it.each(['generate', 'stream'] as const)(
    'should run every tool and answer, in %s mode',
    async (mode) => {
      const { steps, report, reports, rawTexts } = await runDemo(preset, mode);
      expect(reports).toEqual([]);
      expect(steps.map((step) => step.toolResults.map((result) => result.output))).toEqual([
        [DEMO_FORECASTS.Seoul, DEMO_FORECASTS.Tokyo],
        [{ expression: DEMO_EXPRESSION.expression, value: DEMO_EXPRESSION.value }],
        [{ path: expect.stringMatching(/report\.md$/), bytes: Buffer.byteLength(DEMO_REPORT) }],
        [],
      ]);
      expect(report).toBe(DEMO_REPORT);
      expect(steps.at(-1)?.text.trim()).toBe(DEMO_FINAL_ANSWER);
      expect(rawTexts).toHaveLength(4);
    },
  );
});
