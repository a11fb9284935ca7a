// The middleware under test ("ours") and the previous TypeScript middleware ("old",
// @ai-sdk-tool/parser@4.1.26), both driven through `transformParams` then `wrapStream`, as the AI
// SDK calls a middleware. Each subject maps a provider stream to the stream the app would read.
import * as old from '@ai-sdk-tool/parser';
import * as parser from '@tool/parser';
import { jsonMixProtocol, morphXmlProtocol } from '@tool/protocols';
import { TOOLS } from './scenarios.mjs';

const PROMPT = [
  { role: 'system', content: 'You are a helpful assistant.' },
  { role: 'user', content: [{ type: 'text', text: 'Please help.' }] },
];

const MODEL = {
  specificationVersion: 'v4',
  provider: 'bench',
  modelId: 'bench-model',
  supportedUrls: {},
  doGenerate: () => Promise.reject(new Error('not used by the benchmarks')),
  doStream: () => Promise.reject(new Error('not used by the benchmarks')),
};

const OUR_PRESETS = {
  hermes: parser.hermesToolMiddleware,
  gemma: parser.gemmaToolMiddleware,
  xml: parser.xmlToolMiddleware,
};

/** Whether `@tool/parser` exports the presets yet (before that, the protocols are measured). */
export const usesPresets = Object.values(OUR_PRESETS).every(
  (middleware) => typeof middleware?.wrapStream === 'function',
);

const OUR_PROTOCOLS = {
  hermes: () => jsonMixProtocol(),
  gemma: () => jsonMixProtocol({ toolCallStart: '```tool_call', toolCallEnd: '```' }),
  xml: () => morphXmlProtocol(),
};

const OLD_MIDDLEWARE = {
  hermes: old.hermesToolMiddleware,
  // 4.1.26 has no Gemma preset; this is the Hermes protocol with Gemma's fence delimiters.
  gemma: old.createToolMiddleware({
    protocol: old.hermesProtocol({ toolCallStart: '```tool_call\n', toolCallEnd: '\n```' }),
    toolSystemPromptTemplate: (tools) => `Tools: ${JSON.stringify(tools)}`,
  }),
  xml: old.morphXmlToolMiddleware,
};

async function viaMiddleware(middleware, stream) {
  const params = await middleware.transformParams({
    type: 'stream',
    params: { prompt: PROMPT, tools: TOOLS, toolChoice: { type: 'auto' } },
    model: MODEL,
  });
  const result = await middleware.wrapStream({
    doStream: async () => ({ stream }),
    doGenerate: () => Promise.reject(new Error('not used by the benchmarks')),
    params,
    model: MODEL,
  });
  return result.stream;
}

/** A fresh instance of the protocol behind our preset `key`. */
export const ourProtocol = (key) => OUR_PROTOCOLS[key]();

/**
 * `(stream) => Promise<ReadableStream>` for our side of preset `key`: the preset's `wrapStream`
 * when `@tool/parser` exports it, else the protocol's stream parser (the bulk of the work).
 */
export function ours(key) {
  if (usesPresets) {
    const middleware = OUR_PRESETS[key];
    return (stream) => viaMiddleware(middleware, stream);
  }
  const protocol = OUR_PROTOCOLS[key]();
  return async (stream) => stream.pipeThrough(protocol.createStreamParser({ tools: TOOLS }));
}

/** The same for @ai-sdk-tool/parser@4.1.26. */
export function previous(key) {
  const middleware = OLD_MIDDLEWARE[key];
  return (stream) => viaMiddleware(middleware, stream);
}

export const OURS_LABEL = usesPresets
  ? 'ours: preset wrapStream (@tool/parser)'
  : 'ours: protocol stream parser (@tool/protocols; presets not exported yet)';
