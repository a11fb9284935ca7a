import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatCompletionRequest,
  Chunking,
  CompletionIdentity,
  ReplayAnswer,
  ReplayScript,
} from './chat-types';
import { completionBody } from './completion-body';
import {
  type CompletionRequest,
  type CompletionScript,
  completionEvents,
  parseCompletionRequest,
} from './completion-route';
import { estimateUsage } from './estimate-usage';
import { finishReasonOf, nativeToolCalls } from './native-tool-calls';
import { splitText } from './split-text';
import { streamChunks } from './stream-chunks';

/** Events sent together before the server yields, so they leave in one socket write. */
const EVENTS_PER_WRITE = 16;

/** Request bodies larger than this are refused; a chat request is far smaller. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Options of {@link startReplayServer}. */
export interface ReplayServerOptions {
  /**
   * Decides each answer from the request, or lists the answers in order (the n-th request gets
   * the n-th answer; a request past the end gets HTTP 500).
   */
  script: ReplayScript | ReadonlyArray<ReplayAnswer | string>;
  /** Port on 127.0.0.1; default 0 (a free port chosen by the system). */
  port?: number;
  /** How streamed text is cut; default `'random'` (seeded sizes of 1–8 characters). */
  chunking?: Chunking;
  /** Seed of the random chunk sizes; request n uses `seed + n`. */
  seed?: number;
  /** The model id listed by `GET /v1/models`; answers echo the requested model. */
  model?: string;
  /** Milliseconds to wait before answering a chat request (a slow model; for timeouts). */
  answerDelayMs?: number;
  /** Milliseconds between two streamed events (a model that takes its time; for hang-ups). */
  eventDelayMs?: number;
  /**
   * Answers of `POST /v1/completions` (raw prompts the client rendered itself; the server renders
   * nothing): a function of the request, or texts in order. Without it the route answers 404.
   */
  completions?: CompletionScript | ReadonlyArray<string>;
}

/** A running replay server. */
export interface ReplayServer {
  /** Base URL for an OpenAI-compatible client: `http://127.0.0.1:PORT/v1`. */
  readonly url: string;
  /** Every chat-completion request body received, in order, as parsed JSON. */
  readonly requests: ChatCompletionRequest[];
  /** Every raw completion request body (`/v1/completions`) received, in order. */
  readonly completionRequests: CompletionRequest[];
  /**
   * The indexes (in `requests`) of the chat requests whose connection closed before their answer
   * was complete: the client hung up, or aborted the request.
   */
  readonly closedEarly: number[];
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

/**
 * Starts a small OpenAI-compatible server on 127.0.0.1 that answers from a script: `POST
 * /v1/chat/completions` (server-sent events with `stream: true`, a `chat.completion` otherwise)
 * and `GET /v1/models`. It lets the real `@ai-sdk/openai-compatible` provider talk HTTP to a
 * "model" whose outputs are known, for end-to-end tests and offline demos.
 *
 * @param options - The script, and optionally port, chunking, seed and model id.
 * @returns The server's `url`, the recorded `requests` and `close()`.
 */
export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const { script, port = 0, chunking = 'random', seed = 1, model = 'replay-model' } = options;
  const { answerDelayMs = 0, eventDelayMs = 0 } = options;
  const requests: ChatCompletionRequest[] = [];
  const closedEarly: number[] = [];
  const completionRequests: CompletionRequest[] = [];
  const answerFor = toScriptFunction(script);
  const completionFor = toCompletionScript(options.completions);

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, error));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = trimTrailingSlashes(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (req.method === 'GET' && path === '/v1/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 0, owned_by: 'replay' }],
      });
      return;
    }
    if (path === '/v1/completions' && completionFor !== undefined) {
      if (req.method !== 'POST') throw new HttpError(405, `Use POST for ${path}.`);
      const parsed = parseCompletionRequest(await readBody(req));
      if (typeof parsed === 'string') throw new HttpError(400, parsed);
      const index = completionRequests.length;
      completionRequests.push(parsed);
      const answer = completionEvents(parsed, completionFor(parsed, { index }), {
        index,
        chunking,
        seed,
      });
      if ('body' in answer) sendJson(res, 200, answer.body);
      else await sendEvents(res, answer.events, eventDelayMs);
      return;
    }
    if (path !== '/v1/chat/completions') throw new HttpError(404, `No route for ${path}.`);
    if (req.method !== 'POST') throw new HttpError(405, `Use POST for ${path}.`);
    const request = parseRequest(await readBody(req));
    const index = requests.length;
    requests.push(request);
    res.once('close', () => {
      if (!res.writableFinished) closedEarly.push(index);
    });
    if (answerDelayMs > 0) {
      await delay(answerDelayMs);
      if (res.destroyed) return;
    }
    let answer: ReplayAnswer;
    try {
      const scripted = answerFor(request, { index });
      answer = typeof scripted === 'string' ? { text: scripted } : scripted;
    } catch (error) {
      throw new HttpError(500, `The replay script failed: ${describe(error)}`, 'server_error');
    }
    const identity: CompletionIdentity = {
      id: `chatcmpl-replay-${index}`,
      created: Math.floor(Date.now() / 1000),
      model: request.model,
    };
    const usage = estimateUsage(request, answer);
    const toolCalls = nativeToolCalls(answer.toolCalls, index);
    if (request.stream !== true) {
      sendJson(res, 200, completionBody(identity, answer, usage, toolCalls));
      return;
    }
    const chunks = streamChunks(
      identity,
      {
        reasoning: splitText(answer.reasoning ?? '', chunking, seed + index),
        content: splitText(answer.text, chunking, seed + index),
        toolCalls: toolCalls.map((call) => ({
          call,
          arguments: splitText(call.function.arguments, chunking, seed + index),
        })),
      },
      finishReasonOf(answer),
      request.stream_options?.include_usage === true ? usage : undefined,
    );
    await sendEvents(res, chunks, eventDelayMs);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    completionRequests,
    closedEarly,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}

function toScriptFunction(script: ReplayServerOptions['script']): ReplayScript {
  if (typeof script === 'function') return script;
  const answers = [...script];
  return (_request, { index }) => {
    const answer = answers[index];
    if (answer === undefined) {
      throw new Error(`the script has ${answers.length} answers; request #${index} has none.`);
    }
    return answer;
  };
}

function toCompletionScript(
  completions: ReplayServerOptions['completions'],
): CompletionScript | undefined {
  if (completions === undefined || typeof completions === 'function') return completions;
  const texts = [...completions];
  return (_request, { index }) => {
    const text = texts[index];
    if (text === undefined)
      throw new HttpError(
        500,
        `The completion script has ${texts.length} answers; request #${index} has none.`,
        'server_error',
      );
    return text;
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const buffer = part as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, `Bodies over ${MAX_BODY_BYTES} bytes are refused.`);
    parts.push(buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

function parseRequest(body: string): ChatCompletionRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new HttpError(400, `Expected a JSON request body: ${describe(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Expected a JSON object as the request body.');
  }
  const request = parsed as Partial<ChatCompletionRequest>;
  if (!Array.isArray(request.messages)) {
    throw new HttpError(400, "Expected 'messages' to be an array of chat messages.");
  }
  if (typeof request.model !== 'string')
    throw new HttpError(400, "Expected 'model' to be a string.");
  return request as ChatCompletionRequest;
}

async function sendEvents(
  res: ServerResponse,
  chunks: readonly object[],
  eventDelayMs: number,
): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  for (let i = 0; i < chunks.length; i++) {
    if (res.destroyed) return;
    const drained = res.write(`data: ${JSON.stringify(chunks[i])}\n\n`);
    // Yield every few events (and whenever the socket is full), so the body leaves in many
    // separate writes and the client really reads it piece by piece, as from a model; yielding
    // after every event would make a long answer needlessly slow.
    if (!drained) await new Promise<void>((resolve) => res.once('drain', resolve));
    else if (eventDelayMs > 0) await delay(eventDelayMs);
    else if (i % EVENTS_PER_WRITE === EVENTS_PER_WRITE - 1) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  if (!res.destroyed) res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  const status = error instanceof HttpError ? error.status : 500;
  const type = error instanceof HttpError ? error.type : 'server_error';
  sendJson(res, status, { error: { message: describe(error), type, param: null, code: null } });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
