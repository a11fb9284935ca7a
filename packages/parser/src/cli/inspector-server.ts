import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FunctionTool } from '@tool/protocols';
import { type PresetName, presetNames } from '../presets/preset-definitions';
import { inspectAuto } from './inspect-auto';
import { inspectOutput } from './inspect-output';
import { readInspectRequest } from './read-inspect-request';
import { REASONING_MODES, type ReasoningMode } from './reasoning-mode';

/** Options of {@link startInspectorServer}. */
export interface InspectorServerOptions {
  /** The port on 127.0.0.1 (default 0: a free port chosen by the OS). */
  port?: number;
  /** What the page shows first (`tool-parser inspect --serve out.txt`). */
  initial?: {
    text: string;
    preset: PresetName | 'auto';
    tools?: ReadonlyArray<FunctionTool>;
    reasoning?: ReasoningMode;
  };
  /** Where `index.html`, `style.css` and `app.js` are (default: `page/` beside this module). */
  pageDir?: URL;
}

/** A running inspector page. */
export interface InspectorServer {
  /** `http://127.0.0.1:PORT/`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Largest request body accepted: a long output fits easily, a runaway paste does not. */
const MAX_BODY = 8 * 1024 * 1024;

const PAGE_FILES = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
} as const;

// The page loads nothing from elsewhere, and nothing elsewhere may frame or post to it.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * Serves the inspector page on 127.0.0.1 with `node:http`: the static page, `GET /api/state`
 * (presets and the initial output) and `POST /api/inspect` (JSON `{ text, preset, tools?, chunk?,
 * seed?, reasoning? }` → the report with its stream timeline). Requests whose `Host` is not this address
 * are refused, so a web page elsewhere cannot reach the server through DNS rebinding.
 */
export async function startInspectorServer(
  options: InspectorServerOptions = {},
): Promise<InspectorServer> {
  const pageDir = options.pageDir ?? new URL('./page/', import.meta.url);
  const page = new Map<string, { body: Buffer; type: string }>();
  for (const [path, { file, type }] of Object.entries(PAGE_FILES)) {
    page.set(path, { body: await readFile(new URL(file, pageDir)), type });
  }
  const initial = options.initial ?? { text: '', preset: 'auto' };
  const state = JSON.stringify({
    presets: presetNames,
    reasoningModes: REASONING_MODES,
    initial: {
      text: initial.text,
      preset: initial.preset,
      tools: initial.tools === undefined ? '' : JSON.stringify(initial.tools, null, 2),
      reasoning: initial.reasoning ?? 'blocks',
    },
  });

  let allowedHosts: ReadonlySet<string> = new Set();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: `The inspector failed: ${String(error)}` });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!allowedHosts.has(request.headers.host ?? '')) {
      send(response, 403, { error: 'Open the page at the address the command printed.' });
      return;
    }
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const asset = page.get(path);
    if (request.method === 'GET' && asset !== undefined) {
      response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': asset.type });
      response.end(asset.body);
    } else if (request.method === 'GET' && path === '/api/state') {
      response.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'application/json' });
      response.end(state);
    } else if (path === '/api/inspect') {
      await inspectRoute(request, response);
    } else {
      send(response, 404, { error: `Nothing at ${path}.` });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function inspectRoute(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    send(response, 405, { error: 'POST a JSON body { text, preset } to /api/inspect.' });
    return;
  }
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    send(response, 415, { error: 'Send the body as application/json.' });
    return;
  }
  const body = await readBody(request);
  if (body === undefined) {
    send(response, 413, { error: `The body is larger than ${MAX_BODY} bytes.` });
    return;
  }
  const parsed = readInspectRequest(body);
  if (!parsed.ok) {
    send(response, 400, { error: parsed.message });
    return;
  }
  const { text, preset, tools, stream, reasoning } = parsed.request;
  const common = { text, stream, reasoning, ...(tools === undefined ? {} : { tools }) };
  if (preset === 'auto') {
    const auto = await inspectAuto(common);
    send(response, 200, { auto: auto.ranking, report: auto.report });
  } else {
    send(response, 200, { report: await inspectOutput({ ...common, preset }) });
  }
}

/**
 * The body as text, or `undefined` when it is larger than {@link MAX_BODY}. An oversized body
 * is still read to its end (and dropped), so the client receives the 413 instead of a reset.
 */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
