import type { LanguageModelV4, LanguageModelV4ResponseMetadata } from '@ai-sdk/provider';
import { type PresetName, presetDefinitions } from '@tool/parser';
import type { Context } from 'hono';
import { type Answer, readAnswer } from '../convert/read-answer';
import { toCallOptions } from '../convert/to-call-options';
import type { ReadFormat } from '../preset-selector';
import type { ChatRequest } from '../request/chat-request';
import { leftOutNote } from '../request/left-out-tools';
import type { Upstream } from '../upstream/upstream';
import { clientHeaders } from '../upstream/upstream-headers';
import { formatSeen, type RawText } from './format-seen';
import type { ProxyEnv } from './proxy-env';
import { type StreamEncoder, streamEvents } from './stream-events';

/** The wrapped model that serves a model id, and its preset. */
export interface ToolModel {
  preset: PresetName;
  model: LanguageModelV4;
  /** For a model id `auto` does not know: the middleware reads every format (see
   * `createPresetSelector`); this names the one the model wrote, for the log. */
  everyFormat?: {
    formats: readonly ReadFormat[];
    /** The same model, keeping the upstream's raw text in `sink` (one per request). */
    keepingRawText: (sink: RawText) => LanguageModelV4;
  };
}

/** What every API handler works with. */
export interface ToolDependencies {
  upstream: Upstream;
  /** The upstream model wrapped with its preset's middleware (made once per model id). */
  toolModel: (modelId: string) => ToolModel;
  /** Send the client's key on to the upstream (when the proxy checks no keys). */
  forwardClientKey: boolean;
}

/** How one API writes an answer: whole as a JSON body, streamed as its events. */
export interface AnswerWriter {
  whole(answer: Answer, metadata: LanguageModelV4ResponseMetadata): object;
  encoder(): StreamEncoder;
}

/**
 * Serves a request of any API, read into the one request shape (`ChatRequest`), through the
 * preset's middleware on the upstream model: `doGenerate` for a whole answer, `doStream` for
 * server-sent events, written by the API's `writer`. The conversion to AI SDK call options, the
 * botched-call feedback, the reasoning, the tool choice and the upstream call are this one path's,
 * whichever API the client speaks. The proxy never runs a tool: calls go back to the client.
 */
export async function serveTools(
  c: Context<ProxyEnv>,
  deps: ToolDependencies,
  request: ChatRequest,
  writer: AnswerWriter,
): Promise<Response> {
  const notes = c.get('logNotes');
  const { preset, model: shared, everyFormat } = deps.toolModel(request.model);
  const raw: RawText = { text: '' };
  const model = everyFormat?.keepingRawText(raw) ?? shared;
  notes.push(`model=${request.model}`, `preset=${preset}`);
  if (everyFormat !== undefined) notes.push('formats=all');
  notes.push(`tools=${request.tools.length}`);
  if (request.leftOutTools !== undefined && request.leftOutTools.length > 0) {
    notes.push(leftOutNote(request.leftOutTools));
  }
  let parseErrors = 0;
  const options = toCallOptions(request, {
    abortSignal: c.req.raw.signal,
    headers: deps.upstream.callHeaders(deps.forwardClientKey ? clientAuthorization(c) : undefined),
    protocol: presetDefinitions[preset].protocol,
    middleware: {
      onError: () => {
        parseErrors += 1;
      },
    },
  });
  const noteResult = (calls: number) => {
    notes.push(`calls=${calls}`);
    if (everyFormat !== undefined && calls > 0) {
      const seen = formatSeen(raw.text, request.tools, everyFormat.formats);
      notes.push(`format=${seen ?? 'unknown'}`);
    }
    if (parseErrors > 0) notes.push(`parse-errors=${parseErrors}`);
  };

  if (!request.stream) {
    const result = await model.doGenerate(options);
    setHeaders(c, clientHeaders(result.response?.headers));
    const answer = readAnswer(result, request.parallelToolCalls);
    noteResult(answer.calls.length);
    return c.json(writer.whole(answer, result.response ?? {}));
  }

  const { stream, response } = await model.doStream(options);
  setHeaders(c, clientHeaders(response?.headers));
  notes.push('stream');
  c.set('streamsBody', true);
  const encoder = writer.encoder();
  return streamEvents(c, stream, encoder, (outcome) => {
    noteResult(encoder.callCount);
    if (outcome.kind === 'failed')
      notes.push(`error=${outcome.error.code ?? outcome.error.status}`);
  });
}

/** Sets the upstream's headers a client acts on (`retry-after`, `x-ratelimit-*`, …). */
function setHeaders(c: Context<ProxyEnv>, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
}

const BEARER = /^Bearer\s+(.+)$/i;

/**
 * The client's key as the upstream takes it: its `Authorization` header, or an Anthropic
 * client's `x-api-key` as a bearer token (the upstream speaks OpenAI's API).
 */
export function clientAuthorization(c: Context): string | undefined {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined && BEARER.test(authorization.trim())) return authorization;
  const apiKey = c.req.header('x-api-key')?.trim();
  if (apiKey !== undefined && apiKey.length > 0) return `Bearer ${apiKey}`;
  return authorization;
}
