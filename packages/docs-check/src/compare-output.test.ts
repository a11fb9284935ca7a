import { describe, expect, it } from 'vitest';
import { compareOutput, outputLines } from './compare-output';

describe('outputLines', () => {
  it('should drop colour, trailing spaces, outer blank lines and the port of local URLs', () => {
    expect(outputLines('\n\u001b[1ma\u001b[0m  \r\nhttp://localhost:8080/v1 x\n\n')).toEqual([
      'a',
      'http://127.0.0.1:PORT/v1 x',
    ]);
  });
});

describe('compareOutput', () => {
  it.each([
    { name: 'equal text', shown: 'a\nb', actual: 'a\nb\n' },
    { name: '… within a line', shown: 'id call_…, done', actual: 'id call_x7Yz, done' },
    { name: 'a … line for several lines', shown: 'start\n…\nend', actual: 'start\n1\n2\nend' },
    { name: 'a … line for none', shown: 'start\n…\nend', actual: 'start\nend' },
    { name: 'any port', shown: 'on http://127.0.0.1:41327/', actual: 'on http://127.0.0.1:5/' },
    { name: 'a literal … in the output', shown: 'call_k2…', actual: 'call_k2…' },
  ])('should match $name', ({ shown, actual }) => {
    expect(compareOutput(shown, actual)).toBeUndefined();
  });

  it.each([
    { shown: 'a\nb', actual: 'a\nc', says: 'shown line 2 "b", printed "c"' },
    { shown: 'a\nb', actual: 'a', says: 'shown line 2 "b" was not printed' },
    { shown: 'a', actual: 'a\nb', says: '1 more line(s) were printed' },
    { shown: 'a.c', actual: 'abc', says: 'shown line 1 "a.c", printed "abc"' },
  ])('should say where $shown and $actual differ', ({ shown, actual, says }) => {
    expect(compareOutput(shown, actual)).toContain(says);
  });
});
