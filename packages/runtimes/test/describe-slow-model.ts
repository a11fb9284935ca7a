import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../src/hosts/runtime-host';
import { collect, recordingClient } from './proxy-client';
import type { ProxyEntry } from './proxy-entry';
import { ASK_TOOLS, KEY, MODEL, TOOL_ANSWER, TOOLS } from './proxy-fixtures';
import { type SilentUpstream, startSilentUpstream } from './silent-upstream';
import { until } from './until';

/** Bun's idle timer ticks every few seconds: a silence this much past the limit always trips it. */
const PAST_THE_LIMIT_MS = 4500;

/** How long the model is silent when no idle limit is tested: longer than any test here. */
const LONG_SILENCE_MS = 60_000;

/**
 * The entry in front of a model that is silent after its answer began (headers and role sent, as
 * one is before its first token on a long prompt). Where `entry.hangUp`: a client that hangs up
 * closes the upstream request. Where `entry.idleLimitMs`: a silence longer than the runtime
 * server's idle limit cuts neither a tool stream nor a passthrough stream.
 */
export function describeSlowModel(entry: ProxyEntry): void {
  const { hangUp = false, idleLimitMs } = entry;
  if (!hangUp && idleLimitMs === undefined) return;
  const silence = idleLimitMs === undefined ? LONG_SILENCE_MS : idleLimitMs + PAST_THE_LIMIT_MS;

  describe(`tool-proxy in ${entry.runtime}, in front of a model silent for ${silence / 1000} s`, () => {
    let upstream: SilentUpstream;
    let app: RunningApp;

    beforeAll(async () => {
      upstream = await startSilentUpstream(silence, TOOL_ANSWER);
      app = await entry.start({ TOOL_PROXY_UPSTREAM: upstream.url, TOOL_PROXY_API_KEY: KEY });
    }, 60_000);

    afterAll(async () => {
      await app?.stop();
      await upstream?.close();
    });

    const stream = (
      tools: OpenAI.Chat.Completions.ChatCompletionFunctionTool[],
      signal?: AbortSignal,
    ) =>
      recordingClient(app, KEY).client.chat.completions.create(
        { model: MODEL, messages: ASK_TOOLS, stream: true, ...(tools.length > 0 ? { tools } : {}) },
        signal === undefined ? {} : { signal },
      );

    if (hangUp) {
      it('should close the upstream request when the client hangs up, tools or not', async () => {
        for (const tools of [TOOLS, []]) {
          const received = upstream.received;
          const closed = upstream.closedEarly;
          const controller = new AbortController();
          // The client ends an aborted stream quietly, or rejects when no answer had begun.
          const answer = stream(tools, controller.signal)
            .then(collect)
            .then(
              (chunks) =>
                chunks.some((chunk) => chunk.choices[0]?.finish_reason) ? 'whole' : 'cut',
              () => 'cut',
            );
          await until(() => upstream.received > received, 'the upstream got the request', app);
          controller.abort();
          expect(await answer).toBe('cut');
          await until(() => upstream.closedEarly > closed, 'the upstream request closed', app);
        }
      });
    }

    if (idleLimitMs === undefined) return;
    it(
      `should keep a tool stream and a passthrough stream open past the server's idle limit (${idleLimitMs} ms)`,
      async () => {
        const started = Date.now();
        // Both settle before either fails the test, so no stream is left to fail unobserved.
        const [tools, passthrough] = await Promise.allSettled([
          stream(TOOLS).then(collect),
          stream([]).then(collect),
        ]);
        const withTools = settledValue(tools, app);
        const plain = settledValue(passthrough, app);
        expect(Date.now() - started).toBeGreaterThanOrEqual(silence);

        const calls = withTools.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
        const names = calls.filter((call) => call.id !== undefined).map((call) => call.function);
        expect(names.map((call) => call?.name)).toEqual(['get_weather', 'get_time']);
        expect(withTools.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
        const text = plain.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
        expect(text).toBe(TOOL_ANSWER);
      },
      silence + 30_000,
    );
  });
}

/** A settled promise's value; its reason, with what the runtime printed, when it failed. */
function settledValue<T>(result: PromiseSettledResult<T>, app: RunningApp): T {
  if (result.status === 'fulfilled') return result.value;
  throw new Error(`${String(result.reason)}\nThe runtime printed:\n${app.output()}`, {
    cause: result.reason,
  });
}
