import { jsonMixProtocol, yamlXmlProtocol } from '@tool/protocols';
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

describe('bodyOptionsKey', () => {
  it("is the provider's name before the first dot, and refuses a missing model", () => {
    expect(bodyOptionsKey('llamacpp.chat')).toBe('llamacpp');
    expect(() => bodyOptionsKey(undefined)).toThrow(/constrain needs the model/);
  });
});
