import { describe, expect, it } from 'vitest';
import { jsonDumps } from './json-dumps';

describe('jsonDumps', () => {
  it.each([
    [{ city: 'Seoul', days: 2 }, '{"city": "Seoul", "days": 2}'],
    [{ a: [1, 2, { b: null }], c: {} }, '{"a": [1, 2, {"b": null}], "c": {}}'],
    [[], '[]'],
    ['서울 🌶️', '"서울 🌶️"'],
    [{ text: 'a, b: c\n{"x": 1}' }, '{"text": "a, b: c\\n{\\"x\\": 1}"}'],
    [{ n: Number.NaN, u: undefined }, '{"n": null}'],
    [undefined, 'null'],
  ])('should write %j as Python json.dumps does', (value, expected) => {
    expect(jsonDumps(value)).toBe(expected);
    if (value !== undefined)
      expect(JSON.parse(jsonDumps(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
