import { describe, expect, it } from 'vitest';
import type { ExpectedCall } from '../tasks/eval-task';
import { type ActualCall, callMatches, matchCalls } from './match-calls';
import { valuesEqual } from './values-equal';

describe('valuesEqual', () => {
  it.each([
    ['strings after trimming', ' Paris\n', 'Paris', true],
    ['strings by case', 'paris', 'Paris', false],
    ['numbers by value', 3, 3.0, true],
    ['no conversion between types', '3', 3, false],
    ['booleans exactly', true, 'true', false],
    ['arrays in order', ['a', 'b'], ['a', ' b '], true],
    ['arrays out of order', ['a', 'b'], ['b', 'a'], false],
    ['arrays of other lengths', ['a'], ['a', 'a'], false],
    [
      'objects deeply, strings inside trimmed',
      { to: { city: 'Oslo ' }, n: [1] },
      { n: [1], to: { city: 'Oslo' } },
      true,
    ],
    ['objects with an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['objects with a missing key', { a: 1, b: 2 }, { a: 1 }, false],
    ['an object and an array', {}, [], false],
    ['null', null, null, true],
  ])('should compare %s', (_name, expected, actual, equal) => {
    expect(valuesEqual(expected, actual)).toBe(equal);
  });
});

const weather = (args: Record<string, unknown[]>): ExpectedCall => ({
  name: 'get_weather',
  arguments: args,
});
const call = (input: unknown, name = 'get_weather'): ActualCall => ({ name, input });

describe('callMatches', () => {
  it.each([
    ['the same call', weather({ city: ['Paris'] }), call({ city: 'Paris' }), true],
    [
      'another acceptable value',
      weather({ city: ['Paris', 'Paris, France'] }),
      call({ city: 'Paris, France' }),
      true,
    ],
    ['a value not listed', weather({ city: ['Paris'] }), call({ city: 'Lyon' }), false],
    [
      'another tool',
      weather({ city: ['Paris'] }),
      call({ city: 'Paris' }, 'get_air_quality'),
      false,
    ],
    [
      'an argument that is not listed',
      weather({ city: ['Paris'] }),
      call({ city: 'Paris', days: 3 }),
      false,
    ],
    [
      'a listed argument left out',
      weather({ city: ['Paris'], days: [3] }),
      call({ city: 'Paris' }),
      false,
    ],
    [
      'an optional argument left out',
      weather({ city: ['Paris'], days: [null, 3] }),
      call({ city: 'Paris' }),
      true,
    ],
    [
      'an optional argument given',
      weather({ city: ['Paris'], days: [null, 3] }),
      call({ city: 'Paris', days: 3 }),
      true,
    ],
    [
      'an optional argument written as null',
      weather({ city: ['Paris'], days: [null] }),
      call({ city: 'Paris', days: null }),
      true,
    ],
    [
      'an argument that must be left out but is given',
      weather({ city: ['Paris'], days: [null] }),
      call({ city: 'Paris', days: 2 }),
      false,
    ],
    ['no arguments', weather({}), call({}), true],
    ['input that is not an object', weather({}), call('oops'), false],
  ])('should judge %s', (_name, expected, actual, matches) => {
    expect(callMatches(expected, actual)).toBe(matches);
  });
});

describe('matchCalls', () => {
  it('should pass calls in any order', () => {
    const expected = [weather({ city: ['Oslo'] }), weather({ city: ['Bergen'] })];
    expect(matchCalls(expected, [call({ city: 'Bergen' }), call({ city: 'Oslo' })])).toEqual({
      passed: true,
    });
  });

  it('should pair one to one where a greedy pairing fails', () => {
    // The first call fits both expectations; pairing it with the first leaves the second call
    // without a partner, so the matching must move it.
    const expected = [weather({ city: ['Oslo', 'Bergen'] }), weather({ city: ['Oslo'] })];
    expect(matchCalls(expected, [call({ city: 'Oslo' }), call({ city: 'Bergen' })])).toEqual({
      passed: true,
    });
  });

  it('should not count one call twice', () => {
    const expected = [weather({ city: ['Oslo'] }), weather({ city: ['Oslo'] })];
    expect(matchCalls(expected, [call({ city: 'Oslo' })]).passed).toBe(false);
  });

  it('should fail an extra call and say which', () => {
    const verdict = matchCalls(
      [weather({ city: ['Oslo'] })],
      [call({ city: 'Oslo' }), call({ city: 'Oslo' })],
    );
    expect(verdict).toEqual({ passed: false, reason: 'extra get_weather({"city":"Oslo"})' });
  });

  it('should fail a missing call and say which', () => {
    const verdict = matchCalls([weather({ city: ['Oslo'] })], []);
    expect(verdict).toEqual({ passed: false, reason: 'missing get_weather({"city":["Oslo"]})' });
  });

  it('should pass no call when none is expected, and fail any call then', () => {
    expect(matchCalls([], [])).toEqual({ passed: true });
    expect(matchCalls([], [call({ city: 'Oslo' })])).toEqual({
      passed: false,
      reason: 'expected no call, got get_weather({"city":"Oslo"})',
    });
  });
});
