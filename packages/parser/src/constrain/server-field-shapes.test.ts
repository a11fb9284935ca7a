// The request fields as the servers' own source reads them (docs/grammar.md cites the files):
// - vLLM: `structured_outputs.structural_tag` is a string (StructuredOutputsParams in
//   vllm/sampling_params.py); a parsed tag with `structures` takes the legacy path, anything else
//   goes whole to XGrammar's compile_structural_tag (vllm/v1/structured_output/backend_xgrammar.py);
// - SGLang: `response_format` is LegacyStructuralTagResponseFormat (`structures`, `triggers`) or
//   XGrammar's StructuralTag (`type`, `format`), tried in that order
//   (python/sglang/srt/entrypoints/openai/protocol.py);
// - XGrammar 0.1.25–0.1.29 (vLLM pins 0.1.29): the format types and the keys each one reads
//   (python/xgrammar/structural_tag.py, cpp/structural_tag.cc);
// - llama.cpp: trigger types are numbers (COMMON_GRAMMAR_TRIGGER_TYPE_WORD 1, PATTERN_FULL 3).
import { builtInPresets, callShapeFor, grammarReasoningFor } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { constrainFields } from './constrain-request';

/** The keys XGrammar 0.1.25–0.1.29 reads for each format type this library emits. */
const FORMAT_KEYS: Record<string, readonly string[]> = {
  any_text: ['type'],
  json_schema: ['type', 'json_schema'],
  grammar: ['type', 'grammar'],
  tag: ['type', 'begin', 'content', 'end'],
  sequence: ['type', 'elements'],
  triggered_tags: ['type', 'triggers', 'tags', 'at_least_one', 'stop_after_first'],
};

const tools = [
  {
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
  },
];

/** Every format node under `node`, checked against the keys XGrammar reads. */
function checkFormat(node: unknown, where: string): void {
  expect(typeof node === 'object' && node !== null, where).toBe(true);
  const record = node as Record<string, unknown>;
  const type = String(record.type);
  const keys = FORMAT_KEYS[type];
  expect(keys, `${where}: format type ${type}`).toBeDefined();
  for (const key of Object.keys(record)) expect(keys, `${where}.${key}`).toContain(key);
  if (type === 'tag') {
    expect(typeof record.begin, where).toBe('string');
    expect(typeof record.end, where).toBe('string');
    checkFormat(record.content, `${where}.content`);
  }
  if (type === 'sequence') {
    for (const [i, element] of (record.elements as unknown[]).entries())
      checkFormat(element, `${where}.elements[${i}]`);
  }
  if (type === 'triggered_tags') {
    const triggers = record.triggers as string[];
    for (const [i, tag] of (record.tags as { begin: string }[]).entries()) {
      checkFormat(tag, `${where}.tags[${i}]`);
      // XGrammar refuses a tag whose begin starts with none of the triggers.
      expect(
        triggers.some((t) => tag.begin.startsWith(t)),
        `${where}.tags[${i}].begin`,
      ).toBe(true);
    }
  }
}

const presets = builtInPresets.filter((p) => callShapeFor(p.protocol()).kind === 'call-shape');
const think = { blocks: [{ open: '<think>', close: '</think>' }] };
const reasonings = [undefined, think, { ...think, startInside: true }];

/** No reasoning, the format's own blocks (what the middleware sends), and starting inside them. */
function reasoningsOf(protocol: Parameters<typeof grammarReasoningFor>[0]) {
  const own = grammarReasoningFor(protocol);
  return [undefined, own, own === undefined ? undefined : { ...own, startInside: true }];
}

describe('the grammar fields have the shapes the servers read', () => {
  it.each(presets.map((p) => [p.name, p] as const))('%s: vLLM and SGLang', (_name, preset) => {
    const protocol = preset.protocol();
    for (const reasoning of reasoningsOf(protocol)) {
      const base = { protocol, tools, forced: false, reasoning };
      const vllm = constrainFields({ ...base, target: 'vllm' }).fields;
      expect(Object.keys(vllm)).toEqual(['structured_outputs']);
      const outputs = vllm.structured_outputs as Record<string, unknown>;
      expect(Object.keys(outputs)).toEqual(['structural_tag']);
      expect(typeof outputs.structural_tag).toBe('string');
      const tag = JSON.parse(outputs.structural_tag as string);
      // No `structures`: vLLM would take the legacy path; SGLang would try the legacy model.
      expect(Object.keys(tag).sort()).toEqual(['format', 'type']);
      expect(tag.type).toBe('structural_tag');
      checkFormat(tag.format, 'format');
      const sglang = constrainFields({ ...base, target: 'sglang' }).fields;
      expect(Object.keys(sglang)).toEqual(['response_format']);
      expect(JSON.parse(JSON.stringify(sglang.response_format))).toEqual(tag);
    }
  });

  it('forced calls: vLLM structured_outputs.json is the schema object; llama.cpp triggers are numbers', () => {
    const protocol = presets[0]?.protocol();
    if (protocol === undefined) throw new Error('no preset with a grammar');
    const forced = constrainFields({
      target: 'vllm',
      protocol,
      tools,
      forced: true,
      reasoning: undefined,
    });
    const json = (forced.fields.structured_outputs as { json: Record<string, unknown> }).json;
    // vLLM takes the schema as an object or a string; one tool is the call object itself.
    expect(json).toMatchObject({ type: 'object', required: ['name', 'arguments'] });
    for (const reasoning of reasonings) {
      const lazy = constrainFields({
        target: 'llama.cpp',
        protocol,
        tools,
        forced: false,
        reasoning,
        endpoint: 'completion',
      }).fields;
      expect(Object.keys(lazy)).toEqual([
        'grammar',
        'grammar_lazy',
        'grammar_triggers',
        'preserved_tokens',
      ]);
      for (const trigger of lazy.grammar_triggers as { type: unknown; value: unknown }[]) {
        expect([1, 3]).toContain(trigger.type);
        expect(typeof trigger.value).toBe('string');
      }
    }
  });
});
