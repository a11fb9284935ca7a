import { describe, expect, it } from 'vitest';
import { builtInPresets } from '../built-in-presets';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callShapeFor, compileToolGrammar } from '../tool-grammar';
import type { FunctionTool } from '../types';
import { compileCallGrammar } from './compile-call-grammar';
import { forcedCallGbnf, forcedCallSchema } from './forced-call-grammar';

const weather: FunctionTool = {
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['c', 'f'] } },
    required: ['city'],
  },
};

describe('compileCallGrammar', () => {
  it('emits a structural tag and a lazy GBNF grammar for every preset but yaml-xml', () => {
    for (const preset of builtInPresets) {
      const protocol = preset.protocol();
      const compiled = compileToolGrammar({ protocol, tools: [weather] });
      // YAML's nesting is its indentation, which no context-free grammar follows (the reason says so).
      if (preset.name === 'yaml-xml') {
        expect(compiled.kind, preset.name).toBe('unsupported');
        continue;
      }
      expect(compiled.kind, preset.name).toBe('compiled');
      if (compiled.kind !== 'compiled') continue;
      const call = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo' } });
      const [trigger] = compiled.gbnf.triggers;
      // The writer's call matches the trigger (a pattern outside the format's thinking blocks,
      // which are left free by default), so the lazy grammar wakes up on it.
      expect(trigger?.type, preset.name).toBe('pattern_full');
      expect(new RegExp(trigger?.value ?? '^$').test(call), preset.name).toBe(true);
      expect(compiled.gbnf.grammar).toMatch(/^root ::= /);
    }
  });

  it('says why a format has no grammar, and why no tools make none', () => {
    const yaml = builtInPresets.find((p) => p.name === 'yaml-xml');
    const shape = yaml && callShapeFor(yaml.protocol());
    expect(shape?.kind === 'unsupported' && shape.reason).toMatch(/indentation/);
    const hermes = builtInPresets.find((p) => p.name === 'hermes');
    const none = hermes && compileToolGrammar({ protocol: hermes.protocol(), tools: [] });
    expect(none?.kind === 'unsupported' && none.reason).toMatch(/no tools/);
  });

  it('keeps thinking free: a think tag of free text, and a trigger pattern outside blocks', () => {
    const hermes = builtInPresets.find((p) => p.name === 'hermes');
    if (hermes === undefined) throw new Error('no hermes preset');
    const compiled = compileCallGrammar({
      shape: callShapeFor(hermes.protocol()),
      tools: [weather],
      reasoning: { blocks: [THINK_BLOCK] },
    });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    const format = compiled.structuralTag.format;
    expect(format.type === 'triggered_tags' && format.tags.at(-1)).toEqual({
      type: 'tag',
      begin: '<think>',
      content: { type: 'any_text' },
      end: '</think>',
    });
    const [trigger] = compiled.gbnf.triggers;
    expect(trigger?.type).toBe('pattern_full');
    const pattern = new RegExp(trigger?.value ?? '');
    expect(pattern.test('<think>maybe <tool_call> here')).toBe(false);
    expect(pattern.test('<think>a <tool_call> b</think>ok <tool_call>')).toBe(true);
    expect(pattern.exec('text <tool_call>{')?.[1]).toBe('<tool_call>');
  });

  it('starts after the reasoning close for a model whose output begins inside thinking', () => {
    const hermes = builtInPresets.find((p) => p.name === 'hermes');
    if (hermes === undefined) throw new Error('no hermes preset');
    const compiled = compileCallGrammar({
      shape: callShapeFor(hermes.protocol()),
      tools: [weather],
      reasoning: { blocks: [THINK_BLOCK], startInside: true },
    });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    expect(compiled.structuralTag.format.type).toBe('sequence');
    const pattern = new RegExp(compiled.gbnf.triggers[0]?.value ?? '');
    expect(pattern.test('still thinking <tool_call>')).toBe(false);
    expect(pattern.test('thought</think>now <tool_call>')).toBe(true);
  });

  it('preserves every trigger and thinking marker (llama.cpp refuses a one-token trigger word that is not preserved)', () => {
    let checked = 0;
    let addedTriggers = 0;
    for (const preset of builtInPresets) {
      const shape = callShapeFor(preset.protocol());
      if (shape.kind === 'unsupported') continue;
      const reasoning = { blocks: [THINK_BLOCK] };
      const compiled = compileCallGrammar({ shape, tools: [weather], reasoning });
      if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
      const { preservedTokens } = compiled.gbnf;
      const expected = [shape.trigger('get_weather'), '<think>', '</think>'];
      for (const marker of expected) expect(preservedTokens, preset.name).toContain(marker);
      for (const token of shape.specialTokens ?? [])
        expect(preservedTokens, preset.name).toContain(token);
      expect(new Set(preservedTokens).size, preset.name).toBe(preservedTokens.length);
      checked += 1;
      if (!(shape.specialTokens ?? []).includes(shape.trigger('get_weather'))) addedTriggers += 1;
    }
    expect(checked).toBeGreaterThan(5);
    // Formats whose trigger is not among their declared special tokens (JSON formats, XML tags).
    expect(addedTriggers).toBeGreaterThan(0);
  });
});

describe('forcedCallSchema and forcedCallGbnf', () => {
  it('pairs each tool name with its own arguments', () => {
    const other: FunctionTool = { name: 'other', inputSchema: { type: 'object', properties: {} } };
    const schema = forcedCallSchema([weather, other]);
    expect((schema.anyOf as unknown[]).length).toBe(2);
    const grammar = forcedCallGbnf([weather, other]);
    expect(grammar).toContain('"\\"get_weather\\""');
    expect(grammar).toContain('"\\"other\\""');
  });
});
