import { describe, expect, it } from 'vitest';
import { SegmentText } from './segment-text';

/** Replays pushes into a SegmentText: `receive` each push, run its takes, then `keep` it. */
function replay(
  marker: string,
  pushes: { text: string; takes?: number[] }[],
): { taken: string[]; rest: [string, string]; length: number } {
  const raw = new SegmentText();
  raw.begin(marker);
  const taken: string[] = [];
  for (const push of pushes) {
    raw.receive(push.text);
    for (const position of push.takes ?? []) taken.push(raw.take(position));
    if (push !== pushes[pushes.length - 1]) raw.keep();
  }
  const length = raw.length;
  return { taken, rest: raw.takeRest(), length };
}

describe('SegmentText', () => {
  it.each([
    {
      name: 'should take text across the marker and the current push',
      marker: '<m>',
      pushes: [{ text: 'abcdef', takes: [5] }],
      taken: ['<m>ab'],
      rest: ['', 'cdef'],
    },
    {
      name: 'should take text kept from earlier pushes before the current one',
      marker: '<m>',
      pushes: [{ text: 'ab' }, { text: 'cd', takes: [4, 7] }],
      taken: ['<m>a', 'bcd'],
      rest: ['', ''],
    },
    {
      name: 'should return the rest as earlier text, then the current push',
      marker: '<m>',
      pushes: [{ text: 'ab' }, { text: 'cd', takes: [2] }],
      taken: ['<m'],
      rest: ['>ab', 'cd'],
    },
    {
      name: 'should clamp positions before the start and past the end',
      marker: '<m>',
      pushes: [{ text: 'ab', takes: [4, 1, 99] }],
      taken: ['<m>a', '', 'b'],
      rest: ['', ''],
    },
    {
      name: 'should cut many takes from one long push in order',
      marker: '#',
      pushes: [{ text: 'a1b2c3d4', takes: [3, 5, 7, 9] }],
      taken: ['#a1', 'b2', 'c3', 'd4'],
      rest: ['', ''],
    },
  ])('$name', ({ marker, pushes, taken, rest }) => {
    const result = replay(marker, pushes);
    expect(result.taken).toEqual(taken);
    expect(result.rest).toEqual(rest);
    expect(result.length).toBe(rest.join('').length);
  });

  it('should keep nothing once everything was taken', () => {
    const raw = new SegmentText();
    raw.begin('<m>');
    raw.receive('xyz');
    expect(raw.take(Number.POSITIVE_INFINITY)).toBe('<m>xyz');
    expect(raw.length).toBe(0);
    expect(raw.takeRest()).toEqual(['', '']);
  });
});
