import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RJSONParseError } from './rjson-parse-error';

describe('RJSONParseError', () => {
  it('should carry code, position, line, column and message', () => {
    const error = new RJSONParseError({
      code: 'UNEXPECTED_END',
      message: 'Expected a value at line 2, column 3.',
      position: 7,
      line: 2,
      column: 3,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'RJSONParseError',
      code: 'UNEXPECTED_END',
      position: 7,
      line: 2,
      column: 3,
    });
    expect(error.message).toBe('Expected a value at line 2, column 3.');
  });

  it.each([
    [new RJSONParseError({ code: 'NO_JSON', message: 'm', position: 0, line: 1, column: 1 }), true],
    [{ [Symbol.for('tool.rjson.error.RJSONParseError')]: true }, true],
    [new Error('plain'), false],
    [new SyntaxError('json'), false],
    [{ code: 'NO_JSON', position: 0 }, false],
    [null, false],
    [undefined, false],
    ['RJSONParseError', false],
  ])('should recognise instances, also across package copies: %o → %s', (value, expected) => {
    expect(RJSONParseError.isInstance(value)).toBe(expected);
  });

  it('should be what parse throws', () => {
    let caught: unknown;
    try {
      parse('{"a": }');
    } catch (error) {
      caught = error;
    }
    expect(RJSONParseError.isInstance(caught)).toBe(true);
    expect(caught).toBeInstanceOf(RJSONParseError);
  });
});
