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
  TokenBias,
} from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlama } from './engines';
import { schemaViolation } from './schema-conforms';
import { tinyLlamaGguf } from './tiny-llama-gguf';

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

let folder: string;
let completion: LlamaCompletion;
let bias: TokenBias;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tiny-gguf-'));
  const path = join(folder, 'tiny.gguf');
  writeFileSync(path, tinyLlamaGguf(7));
  const llama = await loadLlama();
  const model = await llama.loadModel({ modelPath: path });
  // One thread: the model is tiny, and more threads only wait for each other on a busy machine.
  const context = await model.createContext({ contextSize: 1024, threads: 1, batchSize: 64 });
  completion = new Completion({ contextSequence: context.getSequence() });
  // A random model spreads its choices over every byte a grammar allows, so a string would end
  // only after ~200 bytes on average: the characters that close values and calls weigh more,
  // which keeps the samples short (the end token is strong in the model itself). Nothing is
  // forbidden.
  bias = new TokenBias(model.tokenizer);
  // A raw value in the XML-parameter formats ends only at `\n</` (Qwen3-Coder) or `</`: those
  // three weigh most, or one sample in thirty would run past the token budget.
  for (const closer of ['"', '}', ']']) bias.set(closer, { logit: 4 });
  for (const closer of ['<', '/', '\n']) bias.set(closer, { logit: 6 });
}, 60_000);

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
