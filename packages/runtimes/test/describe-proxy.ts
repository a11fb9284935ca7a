import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ReplayServer, startReplayServer } from '@tool/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningApp } from '../src/hosts/runtime-host';
import { describeGracefulStop } from './describe-graceful-stop';
import { describeSlowModel } from './describe-slow-model';
import { apiError, collect, type RecordingClient, recordingClient, sseData } from './proxy-client';
import type { ProxyEntry } from './proxy-entry';
import {
  ASK_BOTCHED,
  ASK_PLAIN,
  ASK_TOOLS,
  BOTCHED_ANSWER,
  KEY,
  MODEL,
  PLAIN_ANSWER,
  script,
  TOOLS,
} from './proxy-fixtures';

/** A web UI's origin, allowed by the proxies' settings. */
const PAGE_ORIGIN = 'http://localhost:3000';

const BUILT = fileURLToPath(new URL('../../proxy/dist/index.js', import.meta.url));

/**
 * The proxy's entry for one runtime, started there with its settings pointing at a replay server
 * (the model without tools, in this process), driven with the official `openai` client: a whole
 * and a streamed tool call (the SSE checked event by event), plain chat passed through, a bad
 * request, a wrong key, a botched call kept as text (`TOOL_PROXY_MALFORMED_CALLS=text`: the
 * setting reaches the app), CORS for a page's origin (`TOOL_PROXY_CORS_ORIGINS`), `/health`,
 * `/v1/models`, and the upstream going away.
 */
export async function describeProxy(entry: ProxyEntry): Promise<void> {
  describe(`tool-proxy in ${entry.runtime} ${await entry.version()}: ${entry.command}`, () => {
    let replay: ReplayServer;
    let app: RunningApp;
    let openai: RecordingClient;
    let replayClosed = false;

    beforeAll(async () => {
      if (!existsSync(BUILT)) {
        throw new Error(`${BUILT} missing: build the packages first (pnpm turbo run build)`);
      }
      replay = await startReplayServer({ script, chunking: 3 });
      app = await entry.start({
        TOOL_PROXY_UPSTREAM: replay.url,
        TOOL_PROXY_API_KEY: KEY,
        // Not the default (feedback), so that the botched call's test shows the setting was read.
        TOOL_PROXY_MALFORMED_CALLS: 'text',
        TOOL_PROXY_CORS_ORIGINS: PAGE_ORIGIN,
      });
      openai = recordingClient(app, KEY);
    }, 60_000);

    afterAll(async () => {
      await app?.stop();
      if (!replayClosed) await replay?.close();
    });

    beforeEach(({ onTestFailed }) => {
      onTestFailed(() => {
        console.error(`${entry.runtime} printed:\n${app?.output()}`);
      });
    });

    it("should answer /health, and /v1/models with the upstream's list", async () => {
      const health = await app.fetch('/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const models = await openai.client.models.list();
      expect(models.data).toEqual([
        { id: 'replay-model', object: 'model', created: 0, owned_by: 'replay' },
      ]);
    });

    it('should answer a whole tool call with message.tool_calls', async () => {
      const completion = await openai.client.chat.completions.create({
        model: MODEL,
        messages: ASK_TOOLS,
        tools: TOOLS,
      });
      expect(completion.object).toBe('chat.completion');
      const [choice] = completion.choices;
      expect(choice?.finish_reason).toBe('tool_calls');
      expect(choice?.message.content).toBe('Let me check both.');
      const calls = choice?.message.tool_calls ?? [];
      expect(calls.map((call) => call.type === 'function' && call.function)).toEqual([
        { name: 'get_weather', arguments: '{"city":"Seoul"}' },
        { name: 'get_time', arguments: '{"zone":"Asia/Seoul"}' },
      ]);
      for (const call of calls) expect(call.id).toMatch(/^call_\w+$/);
    });

    it('should stream tool calls: index, id and name first, argument deltas, tool_calls, [DONE]', async () => {
      const chunks = await collect(
        await openai.client.chat.completions.create({
          model: MODEL,
          messages: ASK_TOOLS,
          tools: TOOLS,
          stream: true,
          stream_options: { include_usage: true },
        }),
      );
      const data = sseData(await lastBody(openai));
      expect(data.at(-1)).toBe('[DONE]');
      // What the client made of the stream is every event as sent.
      expect(data.slice(0, -1).map((line) => JSON.parse(line))).toEqual(chunks);

      expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
      expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
      const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
      expect(deltas.map((delta) => delta.content ?? '').join('')).toBe('Let me check both.');
      const callDeltas = deltas.flatMap((delta) => delta.tool_calls ?? []);
      expect(callDeltas.filter((delta) => delta.id !== undefined)).toEqual([
        {
          index: 0,
          id: expect.stringMatching(/^call_/),
          type: 'function',
          function: { name: 'get_weather', arguments: '' },
        },
        {
          index: 1,
          id: expect.stringMatching(/^call_/),
          type: 'function',
          function: { name: 'get_time', arguments: '' },
        },
      ]);
      const expected = [{ city: 'Seoul' }, { zone: 'Asia/Seoul' }];
      for (const [index, args] of expected.entries()) {
        const own = callDeltas.filter((delta) => delta.index === index);
        expect(own[0]?.id, 'a call starts with its id').toBeDefined();
        const pieces = own.slice(1);
        expect(pieces.length, 'arguments arrive in pieces').toBeGreaterThan(1);
        for (const piece of pieces) expect(Object.keys(piece)).toEqual(['index', 'function']);
        for (const piece of pieces)
          expect(Object.keys(piece.function ?? {})).toEqual(['arguments']);
        const text = own.map((delta) => delta.function?.arguments ?? '').join('');
        expect(JSON.parse(text)).toEqual(args);
      }
      expect(chunks.at(-2)?.choices).toEqual([
        { index: 0, delta: {}, logprobs: null, finish_reason: 'tool_calls' },
      ]);
      expect(chunks.at(-1)?.choices).toEqual([]);
      expect(chunks.at(-1)?.usage?.completion_tokens).toBeGreaterThan(0);
    });

    it('should pass plain chat through untouched, whole and streamed', async () => {
      const whole = await openai.client.chat.completions.create({
        model: MODEL,
        messages: ASK_PLAIN,
      });
      expect(whole.choices[0]?.message).toMatchObject({ role: 'assistant', content: PLAIN_ANSWER });
      expect(whole.choices[0]?.finish_reason).toBe('stop');
      expect(replay.requests.at(-1)).toEqual({ model: MODEL, messages: ASK_PLAIN });

      const chunks = await collect(
        await openai.client.chat.completions.create({
          model: MODEL,
          messages: ASK_PLAIN,
          stream: true,
        }),
      );
      expect(sseData(await lastBody(openai)).at(-1)).toBe('[DONE]');
      const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
      expect(content).toBe(PLAIN_ANSWER);
      expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
      expect(replay.requests.at(-1)).toEqual({ model: MODEL, messages: ASK_PLAIN, stream: true });
    });

    it('should keep a botched call as text, whole and streamed: TOOL_PROXY_MALFORMED_CALLS comes from its settings', async () => {
      const whole = await openai.client.chat.completions.create({
        model: MODEL,
        messages: ASK_BOTCHED,
        tools: TOOLS,
      });
      expect(whole.choices[0]).toMatchObject({
        finish_reason: 'stop',
        message: { content: BOTCHED_ANSWER },
      });
      expect(whole.choices[0]?.message.tool_calls).toBeUndefined();

      const chunks = await collect(
        await openai.client.chat.completions.create({
          model: MODEL,
          messages: ASK_BOTCHED,
          tools: TOOLS,
          stream: true,
        }),
      );
      const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
      expect(deltas.map((delta) => delta.content ?? '').join('')).toBe(BOTCHED_ANSWER);
      expect(deltas.flatMap((delta) => delta.tool_calls ?? [])).toEqual([]);
      expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
    });

    it("should answer a bad request with 400 in OpenAI's error shape", async () => {
      const upstreamRequests = replay.requests.length;
      const error = await apiError(
        openai.client.chat.completions.create({
          model: MODEL,
          tools: TOOLS,
          messages: [...ASK_TOOLS, { role: 'tool', tool_call_id: 'missing', content: 'sunny' }],
        }),
      );
      expect(error.status).toBe(400);
      expect(JSON.parse(await lastBody(openai))).toEqual({
        error: {
          message: expect.stringContaining("a tool call with id 'missing'"),
          type: 'invalid_request_error',
          param: 'messages[1].tool_call_id',
          code: expect.any(String),
        },
      });

      const notJson = await app.fetch('/v1/chat/completions', {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: '{"model":',
      });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toEqual({
        error: {
          message: expect.any(String),
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_json',
        },
      });
      expect(replay.requests).toHaveLength(upstreamRequests);
    });

    it('should refuse a wrong key with 401: the keys come from its settings', async () => {
      const stranger = recordingClient(app, 'wrong-key');
      const error = await apiError(stranger.client.models.list());
      expect(error.status).toBe(401);
      expect(error.code).toBe('invalid_api_key');
    });

    it('should let a page on TOOL_PROXY_CORS_ORIGINS call it: a preflight without a key, then the answer', async () => {
      const preflight = await app.fetch('/v1/chat/completions', {
        method: 'OPTIONS',
        headers: {
          origin: PAGE_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-stainless-os',
        },
      });
      expect(preflight.status).toBe(204);
      expect(Object.fromEntries(preflight.headers)).toMatchObject({
        'access-control-allow-origin': PAGE_ORIGIN,
        'access-control-allow-methods': 'GET,POST,OPTIONS',
        'access-control-allow-headers': 'authorization,content-type,x-stainless-os',
        'access-control-max-age': '600',
      });
      const answer = await app.fetch('/v1/chat/completions', {
        method: 'POST',
        headers: {
          origin: PAGE_ORIGIN,
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ model: MODEL, messages: ASK_TOOLS, tools: TOOLS, stream: true }),
      });
      expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
      expect(await answer.text()).toContain('"finish_reason":"tool_calls"');
      const stranger = await app.fetch('/v1/models', {
        headers: { origin: 'https://elsewhere.example', authorization: `Bearer ${KEY}` },
      });
      expect(stranger.status).toBe(200);
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    });

    const imported = entry.imported;
    if (imported !== undefined) {
      it('should serve nothing when imported, only as the entry point (import.meta.main)', async () => {
        // With an upstream set, an entry that took itself for the program would serve and not end.
        const result = await imported.run({ TOOL_PROXY_UPSTREAM: replay.url });
        expect(result).toEqual({ code: 0, output: `exports: ${imported.exports.join(', ')}\n` });
      });
    }

    // Last: it stops the upstream.
    it("should answer 502 in OpenAI's shape once the upstream is gone, and keep serving", async () => {
      replayClosed = true;
      await replay.close();
      const answers = await Promise.all(
        [
          openai.client.models.list(),
          openai.client.chat.completions.create({
            model: MODEL,
            messages: ASK_TOOLS,
            tools: TOOLS,
          }),
          openai.client.chat.completions.create({ model: MODEL, messages: ASK_PLAIN }),
        ].map(async (request) => {
          const error = await apiError(request);
          return [error.status, error.code, error.message];
        }),
      );
      const unreachable = [502, 'upstream_unreachable', expect.any(String)];
      expect(answers).toEqual([unreachable, unreachable, unreachable]);
      expect((await app.fetch('/health')).status).toBe(200);
    });
  });

  describeSlowModel(entry);
  if (entry.drains === true) describeGracefulStop(entry);
}

async function lastBody(openai: RecordingClient): Promise<string> {
  const body = openai.bodies.at(-1);
  if (body === undefined) throw new Error('The client read no response body');
  return body;
}
