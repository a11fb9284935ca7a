import { describe, expect, it } from 'vitest';
import { type OpeningVerdict, openingClassifier } from './opening-classifier';

/** The first non-whitespace index of `text`, as the dispatcher passes it. */
const first = (text: string) => text.length - text.trimStart().length;

describe('openingClassifier', () => {
  it.each<[string, string, string, boolean, OpeningVerdict]>([
    ['json-mix', '<tool_call>', '\n{"name"', false, 'yes'],
    ['json-mix', '<tool_call>', '[{', false, 'yes'],
    ['json-mix', '<tool_call>', '<function=f>', false, 'no'],
    ['json-mix', '<tool_call>', 'get_time', false, 'no'],
    ['json-mix', '<tool_call>', '\n  ', false, 'more'],
    ['json-mix', '<tool_call>', '\n  ', true, 'no'],
    ['qwen3-coder', '<tool_call>', '\n<function=get_time>', false, 'yes'],
    ['qwen3-coder', '<tool_call>', '{"name"', false, 'yes'],
    ['qwen3-coder', '<tool_call>', '\n<func', false, 'more'],
    ['qwen3-coder', '<tool_call>', '\n<func', true, 'no'],
    ['qwen3-coder', '<tool_call>', '<arg_key>', false, 'no'],
    ['qwen3-coder', '<tool_call>', 'get_time', false, 'no'],
    ['qwen3-coder', '<function=', 'get_time>', false, 'yes'],
    ['glm', '<tool_call>', 'get_weather\n<arg_key>', false, 'yes'],
    ['glm', '<tool_call>', '{"name"', false, 'yes'],
    ['glm', '<tool_call>', '\n<function=', false, 'no'],
    ['glm', '<tool_call>', '', false, 'more'],
    ['glm', '<tool_call>', '', true, 'no'],
    ['morph-xml', '<get_weather>', '\n<city>', false, 'yes'],
    ['morph-xml', '<get_weather>', '</get_weather>', false, 'yes'],
    ['morph-xml', '<get_weather>', 'city: Oslo', false, 'no'],
    ['morph-xml', '<get_weather ', 'unit="c">', false, 'yes'],
    ['yaml-xml', '<get_weather>', '\ncity: Oslo', false, 'yes'],
    ['yaml-xml', '<get_weather>', '</get_weather>', false, 'yes'],
    ['yaml-xml', '<get_weather>', '<city>', false, 'no'],
    ['yaml-xml', '<get_weather>', '<', false, 'more'],
    ['yaml-xml', '<get_time/>', '', false, 'yes'],
    ['my-format', '<tool_call>', 'anything', false, 'yes'],
    ['my-format', '<tool_call>', '', false, 'yes'],
    ['__proto__', '<tool_call>', '', false, 'yes'],
  ])('should answer %s after %s + %j (final: %s) with %s', (name, marker, text, final, verdict) => {
    expect(openingClassifier(name)(marker, text, first(text), final)).toBe(verdict);
  });
});
