// `toolResultMedia` end to end: a tool returns an image in an agent loop, and the next request
// the real openai-compatible provider sends carries it as an `image_url` part (a model that
// takes images) or only as the text placeholder naming it (a text-only model).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatMessage } from '../../../test-server/src/index';
import { assistantTurns, formatCall, type ReplayScript } from '../../../test-server/src/index';
import { presetDefinitions } from '../../src/presets/preset-definitions';
import type { ToolResultMedia } from '../../src/tool-result-media/media-policy';
import { startReplay } from '../e2e-shared/replay-server';
import { type E2eSdk, SDKS, textsOf } from './replay-harness';

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const script: ReplayScript = (request) =>
  assistantTurns(request) === 0
    ? `Let me look.\n${formatCall('hermes', 'screenshot', { page: 'home' })}`
    : 'The page shows a login form.';

/** The tool result the way each SDK writes an image: V3 `image-data`, V4 a tagged `file`. */
function imageOutput(sdk: E2eSdk) {
  const image =
    sdk.name === 'AI SDK 6'
      ? { type: 'image-data', data: PNG, mediaType: 'image/png' }
      : { type: 'file', data: { type: 'data', data: PNG }, mediaType: 'image/png' };
  return { type: 'content', value: [{ type: 'text', text: 'Screenshot of home.' }, image] };
}

interface Run {
  mode?: ToolResultMedia;
  /** The provider declares `image/*` URLs, as a vision model's provider does. */
  declaresImages: boolean;
}

async function runLoop(sdk: E2eSdk, { mode, declaresImages }: Run) {
  const { server, settings } = await startReplay({ script });
  const provider = declaresImages
    ? Object.assign({}, settings, { supportedUrls: () => ({ 'image/*': [/^https:\/\//] }) })
    : settings;
  const model = sdk.wrapLanguageModel({
    model: sdk.provider(provider, 'replay-model'),
    middleware: sdk.toolMiddleware(presetDefinitions.hermes),
  });
  const result = await sdk.generateText({
    model,
    tools: {
      screenshot: sdk.tool({
        inputSchema: z.object({ page: z.string() }),
        execute: async ({ page }) => ({ page }),
        // The SDKs' own output types differ (see imageOutput); each gets its own shape.
        toModelOutput: () => imageOutput(sdk) as never,
      }),
    },
    stopWhen: sdk.isStepCount(3),
    prompt: 'What is on the home page?',
    ...(mode === undefined
      ? {}
      : { providerOptions: sdk.middlewareOptions({ toolResultMedia: mode }) }),
  });
  expect(result.text).toBe('The page shows a login form.');
  expect(server.requests).toHaveLength(2);
  const second = server.requests[1];
  const user = (second?.messages ?? []).filter((m: ChatMessage) => m.role === 'user').at(-1);
  const parts = Array.isArray(user?.content) ? user.content : [];
  return { second, images: parts.filter((part) => part.type === 'image_url') };
}

describe.each(SDKS)('a tool that returns an image, $name', (sdk) => {
  it("should send the image as an image_url part with toolResultMedia 'model'", async () => {
    const { second, images } = await runLoop(sdk, { mode: 'model', declaresImages: false });
    expect(images).toEqual([
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
    ]);
    // The result's text still names the file, so the model knows what the image is.
    expect(textsOf(second, 'user').at(-1)).toContain('[image: image/png, 72 bytes]');
  });

  it("should send the image by default ('auto') to a provider that declares image/*", async () => {
    const { images } = await runLoop(sdk, { declaresImages: true });
    expect(images).toEqual([
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
    ]);
  });

  it('should send only the placeholder by default to a provider that declares no media', async () => {
    const { second, images } = await runLoop(sdk, { declaresImages: false });
    expect(images).toEqual([]);
    const sent = textsOf(second, 'user').at(-1) ?? '';
    expect(sent).toContain('Screenshot of home.');
    expect(sent).toContain('[image: image/png, 72 bytes]');
    expect(JSON.stringify(second?.messages)).not.toContain(PNG);
  });

  it("should send only the placeholder with 'placeholder', whatever the provider declares", async () => {
    const { second, images } = await runLoop(sdk, { mode: 'placeholder', declaresImages: true });
    expect(images).toEqual([]);
    expect(textsOf(second, 'user').at(-1)).toContain('[image: image/png, 72 bytes]');
  });
});
