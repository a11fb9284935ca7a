import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import { deepseekProtocol } from './deepseek-protocol';

const protocol = deepseekProtocol();
const D = '｜DSML｜';
const block = (...invokes: string[]) =>
  `<${D}function_calls>\n${invokes.join('\n')}\n</${D}function_calls>`;
const invoke = (name: string, body: string) =>
  `<${D}invoke name="${name}">\n${body}\n</${D}invoke>`;
const parameter = (name: string, value: string, string: boolean) =>
  `<${D}parameter name="${name}" string="${string}">${value}</${D}parameter>`;
const sizes = fc.array(fc.integer({ min: 1, max: 11 }), { minLength: 1, maxLength: 12 });

async function read(text: string, cut: number[], options = {}) {
  const run = await expectModesAgree(protocol, tools, text, chunkBySizes(text, cut), { options });
  return {
    text: run.summary.text,
    calls: run.summary.calls.map((c) => ({ toolName: c.toolName, input: JSON.parse(c.input) })),
    errors: run.errors.map((e) => e.code),
  };
}

describe('deepseek DSML: what models write instead of parameters', () => {
  it('should read every invoke whose body is a JSON object as that object', async () => {
    const cities = fc.array(fc.constantFrom('Oslo', 'Rome', 'Lima', '東京', 'a "q"'), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(cities, sizes, async (names, cut) => {
        const invokes = names.map((city, n) =>
          invoke('get_weather', JSON.stringify({ city, days: n })),
        );
        const out = await read(`Checking. ${block(...invokes)}`, cut);
        expect(out.calls).toEqual(
          names.map((city, n) => ({ toolName: 'get_weather', input: { city, days: n } })),
        );
        expect(out.text).toBe('Checking. ');
        expect(out.errors).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('should report a body that is neither parameters nor a JSON object, and read its siblings', async () => {
    const text = block(invoke('get_weather', '{"city": '), invoke('get_time', '{}'));
    const out = await read(text, [7]);
    expect(out.calls).toEqual([{ toolName: 'get_time', input: {} }]);
    expect(out.errors).toEqual(['INVALID_JSON']);
  });

  it('should botch a number JSON cannot represent in a body, a wrapper or a typed parameter', async () => {
    const bodies = [
      '{"city": "Oslo", "days": 1e999}',
      parameter('arguments', '{"city": "Oslo", "days": -1e400}', false),
      `${parameter('city', 'Oslo', true)}\n${parameter('days', '1e999', false)}`,
    ];
    for (const body of bodies) {
      const out = await read(block(invoke('get_weather', body), invoke('get_time', '{}')), [4]);
      // Not `{"days": null}`: JSON has no such number, so the model is asked to write it again.
      expect(out.calls).toEqual([{ toolName: 'get_time', input: {} }]);
      expect(out.errors).toEqual(['INVALID_JSON']);
      expect(out.text).toContain(body);
    }
  });

  it('should give "null" for string="false" null where the schema wants a string', async () => {
    const text = block(invoke('get_weather', parameter('city', 'null', false)));
    const out = await read(text, [5]);
    expect(out.calls).toEqual([{ toolName: 'get_weather', input: { city: 'null' } }]);
  });

  it('should unwrap a lone arguments or input object the schema does not declare', async () => {
    for (const wrapper of ['arguments', 'input']) {
      const body = parameter(wrapper, '{"city": "Oslo", "days": 2}', false);
      const out = await read(block(invoke('get_weather', body)), [3]);
      expect(out.calls).toEqual([{ toolName: 'get_weather', input: { city: 'Oslo', days: 2 } }]);
      expect(out.errors).toEqual([]);
    }
  });

  it('should keep a wrapper-named parameter that is not alone as an argument', async () => {
    const body = [parameter('input', '{"a": 1}', false), parameter('query', 'x', true)].join('\n');
    const out = await read(block(invoke('search.web-v2', body)), [4]);
    expect(out.calls).toEqual([
      { toolName: 'search.web-v2', input: { input: { a: 1 }, query: 'x' } },
    ]);
  });
});
