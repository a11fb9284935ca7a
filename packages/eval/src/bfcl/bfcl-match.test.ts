import { describe, expect, it } from 'vitest';
import {
  type BfclFunction,
  bfclCallMismatch,
  bfclValuesEqual,
  normalizeBfclString,
} from './bfcl-match';

const paint: BfclFunction = {
  name: 'paint_estimate',
  params: {
    width: { type: 'float' },
    coats: { type: 'integer' },
    tags: { type: 'array', itemsType: 'string' },
  },
  required: ['width'],
};
const truth = {
  name: 'paint_estimate',
  params: { width: [4.0], coats: [1, ''], tags: [['north wall'], ''] },
};
const call = (input: unknown, name = 'paint_estimate') => ({ name, input });

describe('bfclCallMismatch: the AST checker rules', () => {
  it('should accept an integer where a float is declared, and leave out a parameter whose options hold ""', () => {
    expect(bfclCallMismatch(truth, paint, call({ width: 4 }))).toBeUndefined();
    expect(bfclCallMismatch(truth, paint, call({ width: 4.0, coats: 1 }))).toBeUndefined();
  });

  it('should refuse a float where an integer is declared', () => {
    expect(bfclCallMismatch(truth, paint, call({ width: 4, coats: 1.5 }))).toBe(
      'coats: 1.5 is not of type integer',
    );
  });

  it('should refuse a missing required or listed parameter, an unexpected one, and another function', () => {
    expect(bfclCallMismatch(truth, paint, call({ coats: 1 }))).toBe(
      'missing required parameter width',
    );
    expect(
      bfclCallMismatch({ ...truth, params: { width: [4], coats: [1] } }, paint, call({ width: 4 })),
    ).toBe('missing parameter coats');
    expect(bfclCallMismatch(truth, paint, call({ width: 4, colour: 'red' }))).toBe(
      'unexpected parameter colour',
    );
    expect(bfclCallMismatch(truth, paint, call({ width: 4 }, 'other'))).toBe(
      'calls other, expected paint_estimate',
    );
  });

  it('should check the items of a list and compare them normalised', () => {
    expect(
      bfclCallMismatch(truth, paint, call({ width: 4, tags: ['North-Wall'] })),
    ).toBeUndefined();
    expect(bfclCallMismatch(truth, paint, call({ width: 4, tags: [3] }))).toBe(
      'tags: [3] is not of type array',
    );
  });
});

describe('normalizeBfclString and bfclValuesEqual', () => {
  it('should drop spaces and ,./-_*^, lower the case and read single quotes as double', () => {
    expect(normalizeBfclString("April 1, 2024 - O'Hare_T*1^")).toBe('april12024o"haret1');
    expect(bfclValuesEqual('Portland, OR', 'portland or')).toBe(true);
    expect(bfclValuesEqual('Portland, OR', 'Portland Oregon')).toBe(false);
  });

  it("should compare numbers by value and dicts key by key against each key's options", () => {
    expect(bfclValuesEqual(21.5, 21.5)).toBe(true);
    expect(bfclValuesEqual(2, 2.0)).toBe(true);
    expect(
      bfclValuesEqual({ target: [21.5], mode: ['eco', 'ECO mode'] }, { target: 21.5, mode: 'Eco' }),
    ).toBe(true);
    expect(bfclValuesEqual({ target: [21.5], mode: ['eco', ''] }, { target: 21.5 })).toBe(true);
    expect(bfclValuesEqual({ target: [21.5] }, { target: 21.5, fan: 'on' })).toBe(false);
    expect(bfclValuesEqual([{ x: [1] }, { x: [2] }], [{ x: 1 }, { x: 2 }])).toBe(true);
  });
});
