import {
  builtInPresets,
  type CallShape,
  callShapeFor,
  compileToolGrammar,
  type FunctionTool,
} from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar } from './engines';

const TOOL: FunctionTool = {
  name: 'write_note',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
};

/** Presets whose calls write string arguments as raw text (the `parameters` argument style). */
const rawPresets = builtInPresets.filter((preset) => {
  const shape = callShapeFor(preset.protocol());
  return shape.kind === 'call-shape' && shape.arguments.kind === 'parameters';
});

/**
 * Every piece of markup the format writes, read from its call shape: the fixed texts around a call
 * and an argument, the tokens it declares, and each tag-like piece inside those texts.
 */
function markersOf(shape: CallShape, toolName: string): string[] {
  if (shape.arguments.kind !== 'parameters') return [];
  const args = shape.arguments;
  const close = typeof args.close === 'string' ? args.close : args.close('text');
  const texts = [
    shape.trigger(toolName),
    shape.begin(toolName),
    shape.end(toolName),
    args.open('text', true),
    args.open('text', false),
    close,
    args.stop ?? '</',
    ...(shape.specialTokens ?? []),
  ];
  const tags = texts.flatMap((text) => text.match(/<[^<>]*>/g) ?? []);
  return [...new Set([...texts, ...tags].filter((text) => text.trim() !== ''))];
}

describe('a raw string value the grammar accepts is read back the same', () => {
  it('covers the presets with raw string values', () => {
    expect(rawPresets.length).toBeGreaterThan(5);
  });

  for (const preset of rawPresets) {
    it(`${preset.name}: a value holding the format's own markup`, async () => {
      const protocol = preset.protocol();
      const shape = callShapeFor(protocol);
      if (shape.kind !== 'call-shape') throw new Error(shape.reason);
      const compiled = compileToolGrammar({ protocol, tools: [TOOL] });
      if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
      const llama = await llamaCppGrammar(compiled.gbnf.grammar);
      const trigger = shape.trigger(TOOL.name);
      const misread: string[] = [];
      let accepted = 0;
      for (const marker of markersOf(shape, TOOL.name)) {
        for (const value of [`a${marker}b`, `${marker}b`, `a${marker}`]) {
          const text = protocol.formatToolCall({ toolName: TOOL.name, input: { text: value } });
          if (!llama(text.slice(text.indexOf(trigger)))) continue;
          accepted++;
          const parsed = protocol.parseGeneratedText({ text, tools: [TOOL] });
          const calls = parsed.filter((part) => part.type === 'tool-call');
          const leftOver = parsed
            .filter((part) => part.type === 'text')
            .map((part) => part.text)
            .join('');
          const readBack = calls.length === 1 ? JSON.parse(calls[0]?.input ?? '{}') : undefined;
          if (calls.length !== 1 || readBack?.text !== value || leftOver.trim() !== '') {
            misread.push(JSON.stringify(value));
          }
        }
      }
      // Plain values still pass: the check above is not vacuous.
      const plain = protocol.formatToolCall({ toolName: TOOL.name, input: { text: 'a < b' } });
      expect(llama(plain.slice(plain.indexOf(trigger)))).toBe(true);
      expect(misread, `${accepted} accepted values; misread:`).toEqual([]);
    });
  }
});
