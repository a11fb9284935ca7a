import { describe, expect, it } from 'vitest';
import { RXMLCoercionError } from './rxml-coercion-error';
import { RXMLDuplicateStringTagError } from './rxml-duplicate-string-tag-error';
import { RXMLError } from './rxml-error';
import { RXMLParseError } from './rxml-parse-error';

describe('RXMLError', () => {
  const errors = {
    base: new RXMLError('INVALID_TAG_NAME', 'bad name'),
    parse: new RXMLParseError('MAX_DEPTH', 'too deep', 12),
    duplicate: new RXMLDuplicateStringTagError('city', 30),
    coercion: new RXMLCoercionError('COERCION_FAILED', 'boom', 4, { cause: new Error('inner') }),
  };

  it.each([
    ['base', 'RXMLError', 'INVALID_TAG_NAME', undefined],
    ['parse', 'RXMLParseError', 'MAX_DEPTH', 12],
    ['duplicate', 'RXMLDuplicateStringTagError', 'DUPLICATE_STRING_TAG', 30],
    ['coercion', 'RXMLCoercionError', 'COERCION_FAILED', 4],
  ] as const)(
    'should give the %s error its name, code and position',
    (key, name, code, position) => {
      const error = errors[key];
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name, code, position });
      expect(RXMLError.isInstance(error)).toBe(true);
    },
  );

  it('should tell the subclasses apart', () => {
    expect(RXMLParseError.isInstance(errors.parse)).toBe(true);
    expect(RXMLParseError.isInstance(errors.duplicate)).toBe(false);
    expect(RXMLDuplicateStringTagError.isInstance(errors.duplicate)).toBe(true);
    expect(RXMLDuplicateStringTagError.isInstance(errors.coercion)).toBe(false);
    expect(RXMLCoercionError.isInstance(errors.coercion)).toBe(true);
    expect(RXMLCoercionError.isInstance(errors.base)).toBe(false);
  });

  it('should recognise errors from another copy of the package by their marker', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('tool.rxml.error')]: true });
    expect(RXMLError.isInstance(foreign)).toBe(true);
    expect(RXMLParseError.isInstance(foreign)).toBe(false);
  });

  it.each([null, undefined, 'RXMLError', new Error('x'), { code: 'MAX_DEPTH' }])(
    'should reject %j',
    (value) => {
      expect(RXMLError.isInstance(value)).toBe(false);
    },
  );

  it('should keep the duplicate tag name, a message and the cause', () => {
    expect(errors.duplicate.tagName).toBe('city');
    expect(errors.duplicate.message).toMatch(/<city>.*offset 30/);
    expect(errors.coercion.cause).toEqual(new Error('inner'));
  });
});
