import { formatCall, type ReplayServer, startReplayServer } from '@tool/test-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppProcess, RunningApp } from '../src/hosts/runtime-host';
import { collect, recordingClient } from './proxy-client';
import type { ProxyEntry } from './proxy-entry';
import { ASK_TOOLS, KEY, MODEL, TOOLS } from './proxy-fixtures';
import { until } from './until';

/** The grace period of the draining case: far longer than the stream needs. */
const LONG_GRACE_MS = 20_000;
/** The grace period of the cut case: far shorter than the stream needs. */
const SHORT_GRACE_MS = 300;

const CALL = formatCall('hermes', 'get_weather', { city: 'Seoul' });

/**
 * SIGTERM to the entry's process in the middle of a paced stream (the replay server waits between
 * events): with a long grace period the stream ends whole, a new request is refused, and the
 * program exits 0 with the Node bin's lines; with a short one the stream is cut and the program
 * still exits 0.
 */
export function describeGracefulStop(entry: ProxyEntry): void {
  describe(`tool-proxy in ${entry.runtime}, stopped by SIGTERM mid-stream`, () => {
    const running: Array<() => Promise<void>> = [];
    afterEach(async () => {
      await Promise.all(running.splice(0).map((close) => close()));
    });

    async function start(
      answer: string,
      pace: { chunking: number; eventDelayMs: number },
      graceMs: number,
    ): Promise<{ replay: ReplayServer; app: RunningApp; process: AppProcess }> {
      const replay = await startReplayServer({ script: () => answer, ...pace });
      running.push(() => replay.close());
      const app = await entry.start({
        TOOL_PROXY_UPSTREAM: replay.url,
        TOOL_PROXY_API_KEY: KEY,
        TOOL_PROXY_GRACE_PERIOD: String(graceMs),
        TOOL_PROXY_QUIET: '1',
      });
      running.push(() => app.stop());
      if (app.process === undefined) throw new Error(`${entry.runtime}'s app has no process`);
      return { replay, app, process: app.process };
    }

    const streamCall = (app: RunningApp) =>
      recordingClient(app, KEY).client.chat.completions.create({
        model: MODEL,
        messages: ASK_TOOLS,
        tools: TOOLS,
        stream: true,
      });

    it(
      'should let the stream finish, refuse new requests, and exit 0',
      async () => {
        const text = 'Let me think about that. '.repeat(8);
        const { replay, app, process } = await start(
          `${text}${CALL}`,
          { chunking: 4, eventDelayMs: 25 },
          LONG_GRACE_MS,
        );
        const stream = await streamCall(app);
        const chunks = [];
        const iterator = stream[Symbol.asyncIterator]();
        const first = await iterator.next();
        if (first.done === true) throw new Error('The stream ended before its first chunk');
        chunks.push(first.value);

        const signalled = Date.now();
        process.kill('SIGTERM');
        await until(
          () =>
            app
              .output()
              .includes(
                `SIGTERM: not taking new requests; 1 in flight, waiting up to ${LONG_GRACE_MS} ms`,
              ),
          'the drain line',
          app,
        );
        // A new connection is refused; one already open would get 503 `shutting_down`.
        const refused = await app.fetch('/health').then(
          (response) => response.status,
          () => 'refused',
        );
        expect(['refused', 503]).toContain(refused);

        for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
          chunks.push(next.value);
        }
        const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
        expect(deltas.map((delta) => delta.content ?? '').join('')).toBe(text.trim());
        const calls = deltas.flatMap((delta) => delta.tool_calls ?? []);
        expect(calls[0]?.function?.name).toBe('get_weather');
        const args = calls.map((call) => call.function?.arguments ?? '').join('');
        expect(JSON.parse(args)).toEqual({ city: 'Seoul' });
        expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');

        expect(await process.exited, app.output()).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(LONG_GRACE_MS);
        expect(app.output()).toContain('stopped: every request finished');
        expect(replay.closedEarly).toEqual([]);
      },
      LONG_GRACE_MS + 20_000,
    );

    it('should cut the stream when the grace period ends, and still exit 0', async () => {
      const { replay, app, process } = await start(
        `${'A very slow answer. '.repeat(40)}${CALL}`,
        { chunking: 2, eventDelayMs: 30 },
        SHORT_GRACE_MS,
      );
      // The client rejects when the answer had not begun, or fails reading a cut stream.
      const answer = streamCall(app)
        .then(async (stream) => {
          let finished = false;
          for await (const chunk of stream) finished ||= chunk.choices[0]?.finish_reason != null;
          return finished ? 'whole' : 'cut';
        })
        .catch(() => 'cut');
      await until(() => replay.requests.length === 1, 'the upstream got the request', app);
      process.kill('SIGTERM');
      expect(await process.exited, app.output()).toBe(0);
      expect(app.output()).toMatch(
        /stopped: the grace period ended with 1 request\(s\) still open; they were closed/,
      );
      expect(await answer).toBe('cut');
      await until(() => replay.closedEarly.length === 1, 'the upstream request closed', app);
    });

    it('should stop at once on a second signal (Ctrl-C twice), exit code 130', async () => {
      const { replay, app, process } = await start(
        `${'A very slow answer. '.repeat(40)}${CALL}`,
        { chunking: 2, eventDelayMs: 30 },
        LONG_GRACE_MS,
      );
      const client = new AbortController();
      const answer = recordingClient(app, KEY)
        .client.chat.completions.create(
          { model: MODEL, messages: ASK_TOOLS, tools: TOOLS, stream: true },
          { signal: client.signal },
        )
        .then(collect)
        .catch(() => 'cut');
      await until(() => replay.requests.length === 1, 'the upstream got the request', app);
      process.kill('SIGTERM');
      await until(() => app.output().includes('SIGTERM: not taking'), 'the drain line', app);
      process.kill('SIGINT');
      expect(await process.exited, app.output()).toBe(130);
      expect(app.output()).not.toContain('stopped:');
      client.abort();
      await answer;
    });
  });
}
