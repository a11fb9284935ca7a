import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetNames } from '../presets/preset-definitions';
import { type InspectorServer, startInspectorServer } from './inspector-server';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so the Host header can be set to anything (fetch would not allow it). */
function send(
  server: InspectorServer,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
  }: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function inspect(server: InspectorServer, payload: unknown): Promise<Reply> {
  return send(server, {
    method: 'POST',
    path: '/api/inspect',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

describe('startInspectorServer', () => {
  let server: InspectorServer;
  beforeAll(async () => {
    server = await startInspectorServer({
      initial: {
        text: 'hello',
        preset: 'gemma',
        tools: [{ name: 'get_weather', inputSchema: { type: 'object' } }],
      },
    });
  });
  afterAll(() => server.close());

  it('should listen on 127.0.0.1 at a free port', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['/', 'text/html; charset=utf-8', '<title>tool-parser inspector</title>'],
    ['/style.css', 'text/css; charset=utf-8', '.seg-call'],
    ['/app.js', 'text/javascript; charset=utf-8', "fetch('/api/inspect'"],
  ])('should serve %s', async (path, type, content) => {
    const reply = await send(server, { path });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body).toContain(content);
  });

  it('should give the presets and the initial output', async () => {
    const reply = await send(server, { path: '/api/state' });
    const state = JSON.parse(reply.body);
    expect(state.presets).toContain('hermes');
    expect(state.presets).toHaveLength(presetNames.length);
    expect(state.initial).toEqual({
      text: 'hello',
      preset: 'gemma',
      tools: JSON.stringify([{ name: 'get_weather', inputSchema: { type: 'object' } }], null, 2),
      reasoning: 'blocks',
    });
    expect(state.reasoningModes).toEqual(['blocks', 'start-inside', 'parse-calls', 'off']);
  });

  it('should inspect an output with one preset and replay it', async () => {
    const text = '<get_weather><city>Seoul</city></get_weather>';
    const reply = await inspect(server, { text, preset: 'xml', chunk: 8 });
    expect(reply.status).toBe(200);
    const { report, auto } = JSON.parse(reply.body);
    expect(auto).toBeUndefined();
    expect(report.calls).toEqual([
      {
        toolCallId: 'call_1',
        toolName: 'get_weather',
        input: { city: 'Seoul' },
        inputText: '{"city":"Seoul"}',
      },
    ]);
    expect(report.spans).toEqual([{ kind: 'call', start: 0, end: text.length }]);
    expect(report.timeline.steps).toHaveLength(Math.ceil(text.length / 8) + 1);
  });

  it('should try every preset for auto and use the tools it is given', async () => {
    const text = '<tool_call>{"name": "get_wether", "arguments": {}}</tool_call>';
    const reply = await inspect(server, {
      text,
      preset: 'auto',
      tools: '{"get_weather": {"inputSchema": {"type": "object"}}}',
    });
    const { report, auto } = JSON.parse(reply.body);
    expect(auto).toHaveLength(presetNames.length);
    expect(report.preset).toBe('hermes');
    expect(report.calls).toEqual([]);
    expect(report.errors[0]).toMatchObject({ code: 'UNKNOWN_TOOL', toolName: 'get_wether' });
  });

  it.each([
    [{ method: 'GET', path: '/api/inspect' }, 405, 'POST a JSON body'],
    [{ method: 'POST', path: '/api/inspect', body: '{}' }, 415, 'application/json'],
    [
      {
        method: 'POST',
        path: '/api/inspect',
        headers: { 'content-type': 'application/json' },
        body: '{"text": 1}',
      },
      400,
      '"text" must be the model output',
    ],
    [{ path: '/../../package.json' }, 404, 'Nothing at'],
    [{ path: '/index.html' }, 404, 'Nothing at /index.html'],
    [
      { headers: { host: 'attacker.example:80' } },
      403,
      'Open the page at the address the command printed.',
    ],
  ])('should refuse %j with %i', async (options, status, message) => {
    const reply = await send(server, options);
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body).error).toContain(message);
  });

  it('should refuse a body over 8 MiB', async () => {
    const reply = await inspect(server, { text: 'x'.repeat(8 * 1024 * 1024 + 1) });
    expect(reply.status).toBe(413);
  });

  it('should accept the localhost name on its own port', async () => {
    const reply = await send(server, {
      path: '/api/state',
      headers: { host: `localhost:${server.port}` },
    });
    expect(reply.status).toBe(200);
  });
});
