import { describe, expect, it } from 'vitest';
import { builtInPresets } from './built-in-presets';
import { THINK_BLOCK } from './engine/reasoning-setup';
import { grammarReasoningFor } from './grammar-reasoning';
import { compileToolGrammar } from './tool-grammar';
import type { FunctionTool, ToolCallProtocol } from './types';

const weather: FunctionTool = {
  name: 'get_weather',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

function protocolOf(name: string): ToolCallProtocol {
  const preset = builtInPresets.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new Error(`no preset ${name}`);
  return preset.protocol();
}

/** Presets whose parser reads thinking markers of their own (not only `<think>`). */
const ownThinking = builtInPresets.filter((preset) =>
  (grammarReasoningFor(preset.protocol())?.blocks ?? []).some(
    (block) => block.open !== THINK_BLOCK.open,
  ),
);

describe('grammarReasoningFor', () => {
  it("takes the format's own thinking blocks, as the parser reads them", () => {
    expect(grammarReasoningFor(protocolOf('solar-open'))?.blocks[0]).toEqual({
      open: '<|think|>',
      close: '<|end|>',
    });
    expect(grammarReasoningFor(protocolOf('cohere'))?.blocks[0]?.open).toBe('<|START_THINKING|>');
    expect(grammarReasoningFor(protocolOf('mistral'))?.blocks.map((b) => b.open)).toContain(
      '[THINK]',
    );
    expect(grammarReasoningFor(protocolOf('hermes'))).toEqual({
      blocks: [THINK_BLOCK],
      startInside: false,
    });
    // Before, only `<think>` was exempt unless the user set `reasoning.open`; these are the formats
    // that were constrained inside their own thinking.
    expect(ownThinking.map((preset) => preset.name)).toEqual(
      expect.arrayContaining(['solar-open', 'cohere', 'mistral', 'seed-oss', 'kimi-k3', 'hy3']),
    );
  });

  it("the user's pair replaces the format's blocks; false leaves nothing free", () => {
    const solar = protocolOf('solar-open');
    expect(grammarReasoningFor(solar, { open: '<r>', startInReasoning: true })).toEqual({
      blocks: [{ open: '<r>', close: '</r>' }],
      startInside: true,
    });
    expect(grammarReasoningFor(solar, false)).toBeUndefined();
    expect(() => grammarReasoningFor(solar, { open: '' })).toThrow(TypeError);
  });

  it.each(ownThinking.map((preset) => [preset.name] as const))(
    '%s: no trigger fires inside its own thinking; a call after the close does',
    (name) => {
      const protocol = protocolOf(name);
      const compiled = compileToolGrammar({ protocol, tools: [weather] });
      if (compiled.kind !== 'compiled') return; // yaml-xml, documented
      const reasoning = grammarReasoningFor(protocol);
      const [trigger] = compiled.gbnf.triggers;
      expect(trigger?.type, name).toBe('pattern_full');
      const pattern = new RegExp(trigger?.value ?? '');
      const call = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo' } });
      for (const block of reasoning?.blocks ?? []) {
        expect(pattern.test(`${block.open}I might write ${call} here`), block.open).toBe(false);
        expect(pattern.test(`${block.open}I might write ${call}${block.close}\n${call}`)).toBe(
          true,
        );
        expect(compiled.gbnf.preservedTokens).toEqual(
          expect.arrayContaining([block.open, block.close]),
        );
      }
      const format = compiled.structuralTag.format;
      const tags = format.type === 'triggered_tags' ? format.tags : [];
      expect(tags.map((tag) => tag.begin)).toEqual(
        expect.arrayContaining((reasoning?.blocks ?? []).map((block) => block.open)),
      );
    },
  );
});
