// End-to-end sampling through real llama.cpp with no downloaded weights: a one-layer model with
// random weights and a byte-level vocabulary is written as a GGUF file here, loaded by
// node-llama-cpp, and sampled under the calls grammar each preset compiles for a tool set. A model
// that knows nothing writes whatever the grammar lets through, so every sample must parse, with
// the preset's own parser, as calls of declared tools with schema-valid arguments.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtInPresets,
  callShapeFor,
  compileToolGrammar,
  type FunctionTool,
  type ToolCallProtocol,
} from '@tool/protocols';
import {
  LlamaCompletion as Completion,
  type LlamaCompletion,
  LlamaGrammar,
  type Token,
  TokenBias,
} from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlama } from './engines';
import { schemaViolation } from './schema-conforms';
import { TINY_EOS, tinyLlamaGguf } from './tiny-llama-gguf';

/** Samples per preset and tool set: 4 in `pnpm test`; more with GRAMMAR_CHECK_SAMPLES. */
const SAMPLES_PER_TOOL_SET = Number(process.env.GRAMMAR_CHECK_SAMPLES ?? 4);
const MAX_TOKENS = 4000;

const WEATHER: FunctionTool = {
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['c', 'f'] } },
    required: ['city'],
  },
};
const SEARCH: FunctionTool = {
  name: 'search_docs',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string' },
      limit: { type: 'integer' },
      exact: { type: 'boolean' },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['query', 'limit'],
  },
};
const PLOT: FunctionTool = {
  name: 'plot_point',
  inputSchema: {
    type: 'object',
    properties: {
      at: {
        type: 'object',
        properties: { x: { type: 'number' }, y: { type: 'number' } },
        required: ['x', 'y'],
      },
      label: { type: 'string', nullable: true },
    },
    required: ['at'],
  },
};
const TOOL_SETS: readonly (readonly FunctionTool[])[] = [[WEATHER], [SEARCH, PLOT, WEATHER]];

const presets = builtInPresets.filter(
  (preset) => callShapeFor(preset.protocol()).kind === 'call-shape',
);

/**
 * The marker that ends a string value in a preset's calls, when it is one token in its models'
 * vocabularies: Solar Open 2's `<|tool_arg:end|>`, Kimi-K3's `<|close|>`, MiniMax-M3's marker
 * before `</key>`, Gemma's `<|"|>` and `<escape>` quotes, GLM's `</arg_value>`. Read from the
 * writer: the marker right after a string value. Only printable ASCII: the bytes spell the rest.
 */
function stringCloserOf(protocol: ToolCallProtocol): string | undefined {
  const shape = callShapeFor(protocol);
  if (shape.kind !== 'call-shape') return undefined;
  const rendered = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo' } });
  const after = rendered.slice(rendered.indexOf('Oslo') + 'Oslo'.length);
  const tags = rendered.match(/<\|[^|<>\s]{1,40}\|>|<\/?[a-z_]{2,30}>/g) ?? [];
  const stop = shape.arguments.kind === 'parameters' ? [shape.arguments.stop ?? ''] : [];
  const candidates = [...(shape.specialTokens ?? []), ...stop, ...tags].filter(
    (marker) => /^[!-~]{2,}$/.test(marker) && after.startsWith(marker),
  );
  return candidates.sort((a, b) => b.length - a.length)[0];
}

/**
 * Every marker of a preset's calls, as its models' vocabularies hold them, one token each: the
 * shape's declared tokens, its raw value stop, and each tag its writer renders. Only printable
 * ASCII (the GGUF writer spells tokens as bytes; the bytes spell the rest).
 */
function markersOf(protocol: ToolCallProtocol): string[] {
  const shape = callShapeFor(protocol);
  if (shape.kind !== 'call-shape') return [];
  const rendered = [WEATHER, SEARCH]
    .map((tool) => protocol.formatToolCall({ toolName: tool.name, input: { city: 'Oslo' } }))
    .join('');
  const tags = rendered.match(/<\|[^|<>\s]{1,40}\|>|<\/?[A-Za-z_][^<>\s]{1,40}>/g) ?? [];
  const stop = shape.arguments.kind === 'parameters' ? [shape.arguments.stop ?? '</'] : [];
  const closer = stringCloserOf(protocol);
  const all = [
    ...(closer === undefined ? [] : [closer]),
    ...(shape.specialTokens ?? []),
    ...stop,
    ...tags,
  ];
  return [...new Set(all.filter((marker) => /^[!-~]{2,}$/.test(marker)))];
}

interface Sampler {
  readonly completion: LlamaCompletion;
  readonly tokenizer: ConstructorParameters<typeof TokenBias>[0];
}

let folder: string;
/**
 * One tiny model per vocabulary: the byte alphabet plus every marker of the preset as a token of
 * its own, as in its models' vocabularies: a sampled raw value then holds whole markers, which the
 * grammar must keep out where the parser would read them otherwise.
 */
const samplers = new Map<string, Promise<Sampler>>();

function samplerWith(markers: readonly string[]): Promise<Sampler> {
  const key = JSON.stringify(markers);
  let sampler = samplers.get(key);
  if (sampler === undefined) {
    sampler = loadSampler(markers, samplers.size);
    samplers.set(key, sampler);
  }
  return sampler;
}

async function loadSampler(markers: readonly string[], index: number): Promise<Sampler> {
  const path = join(folder, `tiny-${index}.gguf`);
  writeFileSync(path, tinyLlamaGguf(7, 8, markers));
  const model = await (await loadLlama()).loadModel({ modelPath: path });
  // One thread: the model is tiny, and more threads only wait for each other on a busy machine.
  const context = await model.createContext({ contextSize: 1024, threads: 1, batchSize: 64 });
  return {
    completion: new Completion({ contextSequence: context.getSequence() }),
    tokenizer: model.tokenizer,
  };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tiny-gguf-'));
  await samplerWith([]);
}, 60_000);

/**
 * A random model spreads its choices over every token a grammar allows, so a string would end
 * only after ~200 bytes on average: the tokens that close values and calls weigh more, which
 * keeps the samples short (the end token is strong in the model itself). Nothing is forbidden.
 * The closers: JSON's, `</` (a raw value in the XML-parameter formats ends there), the preset's
 * string closer token (the first marker, right after the end token), and the newline only for the
 * parameter formats (Qwen3-Coder's `\n</`): where a grammar allows free whitespace (Gemma's DSL),
 * a heavy newline would fill the token budget.
 */
function biasFor(
  protocol: ToolCallProtocol,
  sampler: Sampler,
  closer: string | undefined,
  markers: readonly string[],
) {
  const bias = new TokenBias(sampler.tokenizer);
  // Every marker weighs more too, so that raw values offer them where the grammar lets them in:
  // node-llama-cpp brands token ids; these are the ids the GGUF writer gave the markers.
  markers.forEach((_, k) => {
    bias.set((TINY_EOS + 1 + k) as Token, { logit: 3 });
  });
  // JSON's and Python's (a single-quoted repr string) closers.
  for (const mark of ['"', "'", '}', ']', ')']) bias.set(mark, { logit: 4 });
  for (const mark of ['<', '/']) bias.set(mark, { logit: 6 });
  const shape = callShapeFor(protocol);
  if (shape.kind === 'call-shape' && shape.arguments.kind === 'parameters') {
    bias.set('\n', { logit: 6 });
  }
  // The closer is the first marker, right after the end token.
  if (closer !== undefined) bias.set((TINY_EOS + 1) as Token, { logit: 6 });
  return bias;
}

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** What is wrong with a sample read by `protocol`, or an empty list. */
function problems(
  protocol: ToolCallProtocol,
  tools: readonly FunctionTool[],
  text: string,
): string[] {
  const found: string[] = [];
  const parts = protocol.parseGeneratedText({ text, tools });
  const calls = parts.filter((part) => part.type === 'tool-call');
  if (calls.length === 0) found.push('no call was read');
  for (const part of parts) {
    if (part.type === 'text' && part.text.trim() !== '')
      found.push(`text ${JSON.stringify(part.text)}`);
    if (part.type !== 'tool-call') continue;
    if (part.providerMetadata?.toolCallMiddleware !== undefined)
      found.push(`a malformed call: ${JSON.stringify(part.providerMetadata)}`);
    const tool = tools.find((candidate) => candidate.name === part.toolName);
    if (tool === undefined) {
      found.push(`an undeclared tool ${part.toolName}`);
      continue;
    }
    const problem = schemaViolation(
      tool.inputSchema as Record<string, unknown>,
      JSON.parse(part.input),
    );
    if (problem !== undefined) found.push(`${part.toolName}: ${problem}`);
  }
  return found;
}

describe('sampling through llama.cpp under each preset grammar (tiny random GGUF)', () => {
  it('the schema check refuses what the grammars must refuse', () => {
    const schema = SEARCH.inputSchema as Record<string, unknown>;
    expect(schemaViolation(schema, { query: 'a', limit: 2, tags: ['x'] })).toBeUndefined();
    expect(schemaViolation(schema, { query: 'a' })).toMatch(/required limit/);
    expect(schemaViolation(schema, { query: 'a', limit: 1.5 })).toMatch(/integer/);
    expect(schemaViolation(schema, { query: 'a', limit: 1, more: 1 })).toMatch(/not a declared/);
    expect(schemaViolation(WEATHER.inputSchema as never, { city: 'a', unit: 'k' })).toMatch(
      /one of/,
    );
  });

  it.each(presets.map((preset) => [preset.name, preset] as const))(
    '%s: every sample is calls of declared tools with schema-valid arguments',
    async (_name, preset) => {
      const protocol = preset.protocol();
      const closer = stringCloserOf(protocol);
      const markers = markersOf(protocol);
      const sampler = await samplerWith(markers);
      const bias = biasFor(protocol, sampler, closer, markers);
      const { completion } = sampler;
      let seed = 1;
      for (const tools of TOOL_SETS) {
        const compiled = compileToolGrammar({ protocol, tools });
        if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
        const grammar = new LlamaGrammar(await loadLlama(), { grammar: compiled.gbnf.grammar });
        for (let sample = 0; sample < SAMPLES_PER_TOOL_SET; sample += 1) {
          const { response, metadata } = await completion.generateCompletionWithMeta('Call:', {
            grammar,
            temperature: 1,
            seed: seed++,
            maxTokens: MAX_TOKENS,
            tokenBias: bias,
          });
          // The sample ended where the grammar allowed the end, not cut off by the budget.
          expect(metadata.stopReason, response).toBe('eogToken');
          expect(problems(protocol, tools, response), response).toEqual([]);
        }
      }
    },
  );
});
