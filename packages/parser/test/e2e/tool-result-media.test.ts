import type { LanguageModelV3 } from '@ai-sdk/provider-v3';
import { generateText as generateTextV7, isStepCount, tool as toolV7 } from 'ai';
import { generateText, stepCountIs, tool } from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assistantTurns,
  formatCall,
  PRESETS,
  type ReplayScript,
} from '../../../test-server/src/index';
import { E2E_SDK_6, E2E_SDK_7, replayModel, textsOf } from './replay-harness';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const script =
  (preset: (typeof PRESETS)[number]): ReplayScript =>
  (request) =>
    assistantTurns(request) === 0
      ? `Taking a look.\n${formatCall(preset, 'screenshot', { page: 'home' })}`
      : 'The page looks fine.';

// The same tool result written the AI SDK 6 way (V3 `image-data` / `file-data` items) and the
// AI SDK 7 way (`file` items with tagged data). (URLs are left out: both SDKs would download them
// first, the replay model supporting no URL.)
const V6_OUTPUT = {
  type: 'content' as const,
  value: [
    { type: 'text' as const, text: 'Screenshot of home.' },
    { type: 'image-data' as const, data: PNG, mediaType: 'image/png' },
    {
      type: 'file-data' as const,
      data: 'JVBERi0xLjQK',
      mediaType: 'application/pdf',
      filename: 'home.pdf',
    },
  ],
};
const V7_OUTPUT = {
  type: 'content' as const,
  value: [
    { type: 'text' as const, text: 'Screenshot of home.' },
    { type: 'file' as const, data: { type: 'data' as const, data: PNG }, mediaType: 'image/png' },
    {
      type: 'file' as const,
      data: { type: 'data' as const, data: 'JVBERi0xLjQK' },
      mediaType: 'application/pdf',
      filename: 'home.pdf',
    },
  ],
};

describe.each(PRESETS)('tool results with media on AI SDK 6 with the %s preset', (preset) => {
  it('should describe images and files in the prompt exactly as AI SDK 7 does', async () => {
    const v6 = await replayModel(E2E_SDK_6, { preset, script: script(preset) });
    const result = await generateText({
      // ai@6's own tool-result types are what this test is about, so it calls ai@6 directly; the
      // model is the same V3 model the harness hands out under the AI SDK 7 type.
      model: v6.model as unknown as LanguageModelV3,
      tools: {
        screenshot: tool({
          inputSchema: z.object({ page: z.string() }),
          execute: async ({ page }) => ({ page }),
          toModelOutput: () => V6_OUTPUT,
        }),
      },
      stopWhen: stepCountIs(3),
      prompt: 'Check the home page.',
    });
    expect(result.text).toBe('The page looks fine.');
    const sent = textsOf(v6.server.requests[1], 'user').at(-1) ?? '';
    expect(sent).toContain('Screenshot of home.');
    expect(sent).toContain('[image: image/png, 72 bytes]');
    expect(sent).toContain('[file: home.pdf, application/pdf, 9 bytes]');
    expect(sent).not.toContain(PNG);

    const v7 = await replayModel(E2E_SDK_7, { preset, script: script(preset) });
    await generateTextV7({
      model: v7.model,
      tools: {
        screenshot: toolV7({
          inputSchema: z.object({ page: z.string() }),
          execute: async ({ page }) => ({ page }),
          toModelOutput: () => V7_OUTPUT,
        }),
      },
      stopWhen: isStepCount(3),
      prompt: 'Check the home page.',
    });
    expect(v6.server.requests.map((request) => request.messages)).toEqual(
      v7.server.requests.map((request) => request.messages),
    );
  });
});
