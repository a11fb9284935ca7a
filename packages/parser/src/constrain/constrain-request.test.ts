import { compileToolGrammar, jsonMixProtocol, yamlXmlProtocol } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { bodyOptionsKey, constrainFields } from './constrain-request';

const tools = [
  {
    name: 'get_weather',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
];

describe('constrainFields', () => {
  it('compiles once per tool set: the same tools give the same fields object', () => {
    const protocol = jsonMixProtocol();
    const args = { target: 'vllm', protocol, tools, forced: false, reasoning: undefined } as const;
    const first = constrainFields(args);
    expect(constrainFields({ ...args, tools: structuredClone(tools) })).toBe(first);
    const other = constrainFields({
      ...args,
      tools: [{ ...tools[0], inputSchema: { type: 'object', properties: {} } }] as typeof tools,
    });
    expect(other).not.toBe(first);
  });

  it('sends nothing for free choice on a format without a grammar', () => {
    const fields = constrainFields({
      target: 'sglang',
      protocol: yamlXmlProtocol(),
      tools,
      forced: false,
      reasoning: undefined,
    });
    expect(fields).toEqual({ fields: {}, dropResponseFormat: false });
  });
});

describe('constrainFields on llama.cpp', () => {
  const protocol = jsonMixProtocol();
  const base = { target: 'llama.cpp', protocol, tools, reasoning: undefined } as const;

  it('sends the lazy grammar with the completion transport, as its server reads it', () => {
    const { fields, dropResponseFormat } = constrainFields({
      ...base,
      forced: false,
      endpoint: 'completion',
    });
    const compiled = compileToolGrammar({ protocol, tools, reasoning: false });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    expect(dropResponseFormat).toBe(false);
    expect(fields).toEqual({
      grammar: compiled.gbnf.grammar,
      grammar_lazy: true,
      // llama.cpp's COMMON_GRAMMAR_TRIGGER_TYPE_WORD is 1.
      grammar_triggers: [{ type: 1, value: '<tool_call>' }],
      preserved_tokens: ['<tool_call>', '</tool_call>'],
    });
  });

  it('a trigger outside thinking is a full pattern (type 3), the thinking markers preserved', () => {
    const { fields } = constrainFields({
      ...base,
      forced: false,
      endpoint: 'completion',
      reasoning: { blocks: [{ open: '<think>', close: '</think>' }] },
    });
    const triggers = fields.grammar_triggers as { type: number; value: string }[];
    expect(triggers.map((t) => t.type)).toEqual([3]);
    expect(new RegExp(triggers[0]?.value ?? '').test('<think>a <tool_call></think>')).toBe(false);
    expect(fields.preserved_tokens).toEqual(['<tool_call>', '</tool_call>', '<think>', '</think>']);
  });

  it('sends no lazy grammar to the chat endpoint, which overwrites it', () => {
    expect(constrainFields({ ...base, forced: false })).toEqual({
      fields: {},
      dropResponseFormat: false,
    });
    expect(constrainFields({ ...base, forced: false, endpoint: 'chat' }).fields).toEqual({});
  });

  it('a forced call gets the eager grammar on either endpoint, without the JSON response format', () => {
    for (const endpoint of ['chat', 'completion'] as const) {
      const forced = constrainFields({ ...base, forced: true, endpoint });
      expect(forced.dropResponseFormat).toBe(true);
      expect(Object.keys(forced.fields)).toEqual(['grammar']);
      expect(forced.fields.grammar).not.toContain('<tool_call>');
    }
  });
});

describe('bodyOptionsKey', () => {
  it("is the provider's name before the first dot, and refuses a missing model", () => {
    expect(bodyOptionsKey('llamacpp.chat')).toBe('llamacpp');
    // The provider reads the camelCase key too, and warns that kebab- or snake-case is deprecated.
    expect(bodyOptionsKey('tool-eval.chat')).toBe('toolEval');
    expect(bodyOptionsKey('llama_cpp.completion')).toBe('llamaCpp');
    expect(() => bodyOptionsKey(undefined)).toThrow(/constrain needs the model/);
  });
});
