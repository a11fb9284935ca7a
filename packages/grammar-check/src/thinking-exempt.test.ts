import {
  builtInPresets,
  compileToolGrammar,
  type FunctionTool,
  grammarReasoningFor,
  type ToolCallProtocol,
} from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar, xgrammarStructuralTag } from './engines';

const weather: FunctionTool = {
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, days: { type: 'integer' } },
    required: ['city'],
  },
};

/** Presets whose parser reads thinking markers of their own, beside `<think>`. */
const ownThinking = builtInPresets.filter((preset) =>
  (grammarReasoningFor(preset.protocol())?.blocks ?? []).some((block) => block.open !== '<think>'),
);

/**
 * Where llama.cpp's lazy grammar starts in `text`: its `pattern_full` trigger matches the whole
 * output so far and the grammar takes over at the first group (JavaScript's RegExp reads the
 * same ECMAScript syntax as llama.cpp's std::regex). Undefined when no trigger fires.
 */
function lazyStart(pattern: string, text: string): number | undefined {
  const match = new RegExp(pattern, 'd').exec(text);
  return match?.indices?.[1]?.[0];
}

function callOf(protocol: ToolCallProtocol): string {
  return protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo', days: 2 } });
}

describe("a format's own thinking is left free, in XGrammar and llama.cpp", () => {
  it('covers the formats with thinking markers of their own', () => {
    expect(ownThinking.length).toBeGreaterThanOrEqual(10);
  });

  it.each(ownThinking.map((preset) => [preset.name, preset] as const))(
    '%s: thinking that writes the trigger, then a real call',
    async (name, preset) => {
      const protocol = preset.protocol();
      const compiled = compileToolGrammar({ protocol, tools: [weather] });
      if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
      const tag = await xgrammarStructuralTag(compiled.structuralTag);
      const llama = await llamaCppGrammar(compiled.gbnf.grammar);
      const [trigger] = compiled.gbnf.triggers;
      if (trigger?.type !== 'pattern_full') throw new Error(`${name}: no pattern trigger`);
      const call = callOf(protocol);
      // Half a call (its trigger and a broken body) inside thinking, which a grammar active there
      // would refuse.
      const musing = `maybe ${call.slice(0, Math.ceil(call.length / 2))} or not`;
      for (const block of grammarReasoningFor(protocol)?.blocks ?? []) {
        const text = `${block.open}${musing}${block.close}\n${call}`;
        expect(await tag(text), `${name} structural tag: ${text}`).toBe(true);
        const start = lazyStart(trigger.value, text);
        expect(start, `${name}: the trigger fires after ${block.close}`).toBeGreaterThan(
          text.indexOf(block.close),
        );
        expect(llama(text.slice(start)), `${name} llama.cpp: ${text}`).toBe(true);
        // Still inside thinking: no trigger fires, so no grammar applies.
        expect(lazyStart(trigger.value, `${block.open}${musing}`)).toBeUndefined();
      }
    },
    60_000,
  );

  it('with only <think> left free (the old default), Solar Open thinking that writes a trigger is refused', async () => {
    const preset = builtInPresets.find((candidate) => candidate.name === 'solar-open');
    if (preset === undefined) throw new Error('no solar-open preset');
    const protocol = preset.protocol();
    const reasoning = { blocks: [{ open: '<think>', close: '</think>' }] };
    const compiled = compileToolGrammar({ protocol, tools: [weather], reasoning });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    const tag = await xgrammarStructuralTag(compiled.structuralTag);
    const call = callOf(protocol);
    const text = `<|think|>maybe ${call.slice(0, 30)} or not<|end|>\n${call}`;
    expect(await tag(text)).toBe(false);
    // The lazy grammar woke inside the thinking turn, at the half call.
    expect(lazyStart(compiled.gbnf.triggers[0]?.value ?? '', text)).toBeLessThan(
      text.indexOf('<|end|>'),
    );
  });

  it('apriel starts inside its reasoning: free up to the close, constrained after', async () => {
    const preset = builtInPresets.find((candidate) => candidate.name === 'apriel');
    if (preset === undefined) throw new Error('no apriel preset');
    const protocol = preset.protocol();
    const reasoning = grammarReasoningFor(protocol, { startInReasoning: true });
    const first = reasoning?.blocks[0];
    if (reasoning === undefined || first === undefined) throw new Error('apriel has no blocks');
    const compiled = compileToolGrammar({ protocol, tools: [weather], reasoning });
    if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
    const tag = await xgrammarStructuralTag(compiled.structuralTag);
    const [trigger] = compiled.gbnf.triggers;
    const call = callOf(protocol);
    const text = `I could call ${call.slice(0, 12)} now\n${first.close}\n${call}`;
    expect(await tag(text)).toBe(true);
    // A broken call after the close is refused: the constraint starts there.
    expect(await tag(`thinking${first.close}\n${call.slice(0, -3)}`)).toBe(false);
    const start = lazyStart(trigger?.value ?? '', text);
    expect(start).toBe(text.lastIndexOf(call));
    expect(lazyStart(trigger?.value ?? '', `still thinking ${call}`)).toBeUndefined();
  });
});
