// The GBNF grammars allow finite numbers only: JSON.parse reads `1e999` as Infinity, which the
// call's JSON then carries as null. Found by the tiny-GGUF sampling test (a sampled
// `1765909E521` became `"x": null`); checked here in llama.cpp's own grammar code.
import { builtInPresets, compileToolGrammar, type FunctionTool } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar } from './engines';

const POINT: FunctionTool = {
  name: 'plot',
  inputSchema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },
};

describe('numbers in the GBNF grammars are finite', () => {
  it('llama.cpp accepts what JavaScript writes and refuses what overflows a double', async () => {
    const hermes = builtInPresets.find((preset) => preset.name === 'hermes');
    if (hermes === undefined) throw new Error('no hermes preset');
    const protocol = hermes.protocol();
    const compiled = compileToolGrammar({ protocol, tools: [POINT] });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    const accepts = await llamaCppGrammar(compiled.gbnf.grammar);
    const call = (x: string) =>
      protocol.formatToolCall({ toolName: 'plot', input: { x: 1 } }).replace('"x":1', `"x":${x}`);
    expect(accepts(call('1'))).toBe(true);
    for (const written of [1.5e300, -2.5e-310, 9.99e307, 123456789012345680000, 0.000001])
      expect(accepts(call(JSON.stringify(written))), JSON.stringify(written)).toBe(true);
    for (const written of ['12E99', '1e-999', '-0.5', '1.25E+07'])
      expect(accepts(call(written)), written).toBe(true);
    const overflows = ['1e999', '1765909E521', '0.19E926', '12e308', '10e308'];
    for (const overflow of overflows) {
      expect(Number.isFinite(JSON.parse(overflow)), overflow).toBe(false);
      expect(accepts(call(overflow)), overflow).toBe(false);
    }
    // The price of a simple rule: exponents of 308 (finite up to 1.79e308) are refused too.
    expect(accepts(call('1.5e308'))).toBe(false);
  });
});
