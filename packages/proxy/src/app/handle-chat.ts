import type { LanguageModelV4 } from '@ai-sdk/provider';
import { type PresetName, presetDefinitions } from '@tool/parser';
import type { Context, Handler } from 'hono';
import { CompletionChunks } from '../convert/completion-chunks';
import { completionIdentity } from '../convert/completion-identity';
import { toCallOptions } from '../convert/to-call-options';
import { toCompletion } from '../convert/to-completion';
import type { ReadFormat } from '../preset-selector';
import { parseChatRequest, readJsonBody } from '../request/parse-chat-request';
import { routeChatRequest } from '../request/route-chat-request';
import type { Upstream } from '../upstream/upstream';
import { clientHeaders } from '../upstream/upstream-headers';
import { endEventsWithError } from './end-events-with-error';
import { formatSeen, type RawText } from './format-seen';
import type { ProxyEnv } from './proxy-env';
import { streamCompletion } from './stream-completion';

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

/** What the chat handler works with. */
export interface ChatDependencies {
  upstream: Upstream;
  /** The upstream model wrapped with its preset's middleware (made once per model id). */
  toolModel: (modelId: string) => ToolModel;
  /** Send the client's `Authorization` on to the upstream (when the proxy checks no keys). */
  forwardClientKey: boolean;
}

/**
 * `POST /v1/chat/completions`. Plain chat passes through to the upstream untouched; a request with
 * tools (or with tool calls in its history) runs through the preset's middleware on the upstream
 * model — `doGenerate` for a whole answer, `doStream` for server-sent events. The proxy never runs
 * a tool: calls go back to the client, which runs them and sends the results in the next request.
 */
export function handleChat(deps: ChatDependencies): Handler<ProxyEnv> {
  return async (c) => {
    const text = await c.req.text();
    const body = readJsonBody(text);
    const notes = c.get('logNotes');
    const signal = c.req.raw.signal;
    const authorization = deps.forwardClientKey ? c.req.header('authorization') : undefined;
    if (routeChatRequest(body) === 'passthrough') {
      notes.push(`model=${String(body.model)}`, 'mode=passthrough');
      const response = await deps.upstream.forward('/chat/completions', {
        method: 'POST',
        body: text,
        authorization,
        signal,
      });
      c.set('streamsBody', true);
      if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
      if (response.body === null) return response;
      response.headers.set('x-accel-buffering', 'no');
      const events = endEventsWithError(response.body, (error) => {
        notes.push(`error=${error.code ?? error.status}`);
      });
      return new Response(events, { status: response.status, headers: response.headers });
    }

    const request = parseChatRequest(body);
    const { preset, model: shared, everyFormat } = deps.toolModel(request.model);
    const raw: RawText = { text: '' };
    const model = everyFormat?.keepingRawText(raw) ?? shared;
    notes.push(`model=${request.model}`, `preset=${preset}`);
    if (everyFormat !== undefined) notes.push('formats=all');
    notes.push(`tools=${request.tools.length}`);
    let parseErrors = 0;
    const options = toCallOptions(request, {
      abortSignal: signal,
      headers: deps.upstream.callHeaders(authorization),
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
      const identity = completionIdentity(request.model, result.response);
      const completion = toCompletion(result, identity, request.parallelToolCalls);
      noteResult(completion.choices[0].message.tool_calls?.length ?? 0);
      return c.json(completion);
    }

    const { stream, response } = await model.doStream(options);
    setHeaders(c, clientHeaders(response?.headers));
    notes.push('stream');
    c.set('streamsBody', true);
    const chunks = new CompletionChunks(request.model, {
      parallelToolCalls: request.parallelToolCalls,
      includeUsage: request.includeUsage,
    });
    return streamCompletion(c, stream, chunks, (outcome) => {
      noteResult(chunks.callCount);
      if (outcome.kind === 'failed')
        notes.push(`error=${outcome.error.code ?? outcome.error.status}`);
    });
  };
}

function setHeaders(c: Context<ProxyEnv>, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
}
