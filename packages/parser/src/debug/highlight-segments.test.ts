import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

const text = 'Hi <a>1</a> and <a>2</a>.';

describe('highlightSegments', () => {
  it.each([
    {
      name: 'plain markers without color',
      segments: ['<a>1</a>', '<a>2</a>'],
      options: {},
      expected: 'Hi [[<a>1</a>]] and [[<a>2</a>]].',
    },
    {
      name: 'bg by default with color',
      segments: ['<a>1</a>'],
      options: { color: true },
      expected: 'Hi \u001b[30;43m<a>1</a>\u001b[0m and <a>2</a>.',
    },
    {
      name: 'inverse',
      segments: ['<a>2</a>'],
      options: { color: true, style: 'inverse' as const },
      expected: 'Hi <a>1</a> and \u001b[7m<a>2</a>\u001b[0m.',
    },
    {
      name: 'underline',
      segments: ['<a>1</a>'],
      options: { color: true, style: 'underline' as const },
      expected: 'Hi \u001b[4m<a>1</a>\u001b[0m and <a>2</a>.',
    },
    {
      name: 'bold',
      segments: ['<a>1</a>'],
      options: { color: true, style: 'bold' as const },
      expected: 'Hi \u001b[1m<a>1</a>\u001b[0m and <a>2</a>.',
    },
    {
      name: 'repeated segments in order',
      segments: ['<a>', '<a>'],
      options: {},
      expected: 'Hi [[<a>]]1</a> and [[<a>]]2</a>.',
    },
    {
      name: 'nothing after a missing segment',
      segments: ['<b>', '<a>1</a>'],
      options: {},
      expected: text,
    },
    { name: 'no segments', segments: [], options: {}, expected: text },
    {
      name: 'empty segments skipped',
      segments: ['', '<a>2</a>'],
      options: {},
      expected: 'Hi <a>1</a> and [[<a>2</a>]].',
    },
    {
      name: 'thinking blocks apart from calls, without color',
      segments: [
        { kind: 'reasoning' as const, text: '<a>1</a>' },
        { kind: 'call' as const, text: '<a>2</a>' },
      ],
      options: {},
      expected: 'Hi ((<a>1</a>)) and [[<a>2</a>]].',
    },
    {
      name: 'thinking blocks in italic and dim with color',
      segments: [{ kind: 'reasoning' as const, text: '<a>1</a>' }],
      options: { color: true },
      expected: 'Hi \u001b[2;3m<a>1</a>\u001b[0m and <a>2</a>.',
    },
  ])('should mark $name', ({ segments, options, expected }) => {
    expect(highlightSegments(text, segments, options)).toBe(expected);
  });
});
