import { describe, expect, it } from 'vitest';
import { WordLexer } from './lex-word';

/** Lexes `text` one character per chunk; returns the stop index, status and value. */
function lex(text: string): { stop: number; status: string; complete: boolean; value?: unknown } {
  const lexer = new WordLexer();
  lexer.begin();
  let stop = 0;
  for (let i = 0; i < text.length; i++) {
    stop = i + lexer.scan(text.slice(i, i + 1), 0, 1);
    if (lexer.status !== 'open') break;
  }
  const complete = lexer.complete;
  return { stop, status: lexer.status, complete, ...(complete ? { value: lexer.value() } : {}) };
}

describe('WordLexer', () => {
  it.each([
    ['0', 0],
    ['-0', -0],
    ['123', 123],
    ['+1', 1],
    ['1.5', 1.5],
    ['1.', 1],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['1e3', 1000],
    ['1E-3', 0.001],
    ['1.e2', 100],
    ['0x1F', 31],
    ['-0x10', -16],
    ['+0XfF', 255],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['+NaN', Number.NaN],
    ['true', true],
    ['False', false],
    ['None', null],
    ['null', null],
  ])('should read %j as %s', (text, value) => {
    const result = lex(`${text},`);
    expect(result).toEqual({ stop: text.length, status: 'ended', complete: true, value });
  });

  it.each([
    ['01', 1],
    ['1a', 1],
    ['1.2.3', 3],
    ['0xg', 2],
    ['1e+x', 3],
    ['-None', 2],
    ['truex', 4],
    ['nul1', 3],
  ])('should stop %j at the malformed character %i', (text, stop) => {
    const result = lex(text);
    expect([result.status, result.stop]).toEqual(['invalid', stop]);
  });

  it.each(['-', '.', '1e', '1e+', 'tru', '0x', '-Inf'])('should not complete %j', (text) => {
    const result = lex(`${text} `);
    expect(result.complete).toBe(false);
  });

  it.each([
    ['t', true],
    ['N', true],
    ['I', true],
    ['-', true],
    ['.', true],
    ['5', true],
    ['x', false],
    ['"', false],
    ['u', false],
  ])('should know whether %j can start a word (%s)', (c, expected) => {
    expect(WordLexer.canStart(c.charCodeAt(0))).toBe(expected);
  });
});
