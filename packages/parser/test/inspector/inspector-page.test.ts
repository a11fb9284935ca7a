import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectOutput } from '../../src/cli/inspect-output';
import { type InspectorServer, startInspectorServer } from '../../src/cli/inspector-server';
import { parseToolsJson } from '../../src/cli/load-tools';
import { presetNames } from '../../src/presets/preset-definitions';

/** Debian's Chromium (`apt-get install chromium`); `.ci/run` installs it. */
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const artifacts = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

const OUTPUT = `I'll check the weather in Seoul and the forecast for Busan.
<tool_call>
{"name": "get_weather", "arguments": {"city": "Seoul", "unit": "celsius"}}
</tool_call>
<tool_call>
{"name": "get_forecast", "arguments": {"city": "Busan", "days": 3}}
</tool_call>`;
const GOOD = OUTPUT.slice(OUTPUT.indexOf('<tool_call>'), OUTPUT.indexOf('</tool_call>') + 12);
const MISSED = OUTPUT.slice(OUTPUT.lastIndexOf('<tool_call>'));
const TOOLS = JSON.stringify(
  {
    get_weather: {
      description: 'Current weather in a city',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, unit: { enum: ['celsius', 'fahrenheit'] } },
        required: ['city'],
      },
    },
    get_weather_forecast: {
      description: 'Forecast for the next days',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, days: { type: 'integer' } },
      },
    },
  },
  null,
  2,
);

if (!hasChromium) {
  console.warn(
    `inspector page test skipped: ${CHROMIUM} is missing (install it with \`apt-get install chromium\`).`,
  );
}

describe.skipIf(!hasChromium)(
  `inspector page in Chromium (needs ${CHROMIUM}, skipped without it)`,
  () => {
    let server: InspectorServer;
    let context: BrowserContext;
    let page: Page;
    let profile: string;
    const outside: string[] = [];
    const problems: string[] = [];

    beforeAll(async () => {
      server = await startInspectorServer();
      profile = mkdtempSync(join(tmpdir(), 'inspector-chromium-'));
      context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
        viewport: { width: 1366, height: 900 },
      });
      page = await context.newPage();
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(server.url) && !url.startsWith('data:')) outside.push(url);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(server.url);
      await page.locator('#preset option[value="hermes"]').waitFor({ state: 'attached' });
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await server?.close();
      if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
    });

    it('should show the highlighted segments, the call and the error of a pasted output', async () => {
      await page.fill('#output', OUTPUT);
      await page.click('#tools-details summary');
      await page.fill('#tools', TOOLS);
      await page.selectOption('#preset', 'hermes');
      await page.click('#inspect');

      await expect.poll(() => page.textContent('#summary')).toContain('1 call parsed, 1 error');
      expect(await page.textContent('#summary')).toContain('preset hermes (protocol json-mix)');
      expect(await page.locator('#highlighted mark.seg-call').allTextContents()).toEqual([GOOD]);
      expect(await page.locator('#highlighted mark.seg-failed').allTextContents()).toEqual([
        MISSED,
      ]);
      expect(await page.textContent('#highlighted')).toBe(OUTPUT);
      expect(await page.locator('#calls .call-card strong').allTextContents()).toEqual([
        'get_weather',
      ]);
      expect(JSON.parse((await page.textContent('#calls .call-card pre')) ?? '')).toEqual({
        city: 'Seoul',
        unit: 'celsius',
      });
      const error = (await page.textContent('#errors .error-card')) ?? '';
      expect(error).toContain('UNKNOWN_TOOL at line 5, column 1');
      expect(error).toContain('tool get_forecast');
      expect(error).toContain('The model called "get_forecast"');
    });

    it('should replay the stream chunk by chunk with the tool input growing', async () => {
      const tools = parseToolsJson(TOOLS, 'tools');
      const expected = await inspectOutput({
        text: OUTPUT,
        preset: 'hermes',
        tools: tools.ok ? tools.tools : [],
        stream: { kind: 'fixed', size: 4 },
      });
      const steps = expected.timeline?.steps ?? [];
      const started = steps.findIndex((s) => s.events.some((e) => e.type === 'tool-input-delta'));
      const called = steps.findIndex((s) => s.events.some((e) => e.type === 'tool-call'));
      expect(started).toBeGreaterThan(0);
      expect(called).toBeGreaterThan(started + 1);

      // At the end of the stream, everything has arrived.
      expect(await page.textContent('#timeline-step')).toBe(
        `end of stream (${steps.length - 1} chunks)`,
      );
      expect(await page.textContent('#stream-calls .stream-call pre')).toBe(
        '{"city":"Seoul","unit":"celsius"}',
      );

      await page.fill('#timeline-range', String(started));
      expect(await page.textContent('#timeline-step')).toBe(
        `chunk ${started + 1} of ${steps.length - 1}`,
      );
      expect(await page.textContent('#stream-calls .stream-call')).toContain('streaming');
      const first = (await page.textContent('#stream-calls .stream-call pre')) ?? '';
      expect(await page.textContent('#step-events')).toContain('tool-input-delta');
      expect(await page.textContent('#replay-input mark.chunk')).toBe(
        OUTPUT.slice(steps[started]?.start, steps[started]?.end),
      );

      // The arrow key moves one chunk on; the input only ever grows by appending.
      await page.focus('#timeline-range');
      let previous = first;
      for (let index = started + 1; index <= called; index++) {
        await page.keyboard.press('ArrowRight');
        expect(await page.textContent('#timeline-step')).toBe(
          `chunk ${index + 1} of ${steps.length - 1}`,
        );
        const now = (await page.textContent('#stream-calls .stream-call pre')) ?? '';
        expect(now.startsWith(previous)).toBe(true);
        previous = now;
      }
      expect(previous).toBe('{"city":"Seoul","unit":"celsius"}');
      expect(previous.length).toBeGreaterThan(first.length);
      expect(await page.textContent('#stream-calls .stream-call')).toContain('called');

      // One chunk back from the call, it is still streaming.
      await page.click('#step-prev');
      expect(await page.textContent('#timeline-step')).toBe(
        `chunk ${called} of ${steps.length - 1}`,
      );
      expect(await page.textContent('#stream-calls .stream-call')).not.toContain('called');

      // Mid-call, for the screenshot: the call half-streamed, its segment in view.
      await page.fill('#timeline-range', String(started + 2));
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'inspector.png'), fullPage: true });
    });

    it('should rank the presets in auto mode', async () => {
      await page.selectOption('#preset', 'auto');
      await expect.poll(() => page.isVisible('#ranking-block')).toBe(true);
      const rows = await page.locator('#ranking tbody th').allTextContents();
      expect(rows).toHaveLength(presetNames.length);
      expect(rows[0]).toBe('hermes (shown)');
    });

    it('should mark thinking blocks, show the reasoning, and read an output that begins inside one', async () => {
      const draft =
        '<tool_call>{"name": "get_weather", "arguments": {"city": "Porto"}}</tool_call>';
      const real =
        '<tool_call>{"name": "get_weather", "arguments": {"city": "Lisbon"}}</tool_call>';
      const block = `<think>\nMaybe ${draft}? No, Lisbon.\n</think>\n\n`;
      await page.fill('#output', block + real);
      await page.selectOption('#preset', 'hermes');
      await page.click('#inspect');
      await expect.poll(() => page.textContent('#summary')).toContain('1 call parsed, 0 errors');
      expect(await page.locator('#highlighted mark.seg-reasoning').allTextContents()).toEqual([
        block,
      ]);
      expect(await page.locator('#highlighted mark.seg-call').allTextContents()).toEqual([real]);
      expect(await page.isVisible('#reasoning-block')).toBe(true);
      expect(await page.textContent('#reasoning-text')).toBe(`Maybe ${draft}? No, Lisbon.`);
      expect(await page.textContent('#stream-reasoning')).toBe(`Maybe ${draft}? No, Lisbon.`);

      // DeepSeek R1's output begins inside the thinking: only `</think>` is written.
      await page.fill('#output', `Lisbon, not ${draft}.\n</think>\n${real}`);
      await page.selectOption('#reasoning', 'start-inside');
      await expect.poll(() => page.textContent('#reasoning-text')).toBe(`Lisbon, not ${draft}.`);
      expect(await page.textContent('#summary')).toContain('1 call parsed');
      await page.selectOption('#reasoning', 'blocks');
    });

    it('should load nothing from outside and log no errors', () => {
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
    });
  },
);
