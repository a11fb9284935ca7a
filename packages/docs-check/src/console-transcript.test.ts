import { describe, expect, it } from 'vitest';
import { consoleTranscript } from './console-transcript';

describe('consoleTranscript', () => {
  it('should split commands and their output, joining continued command lines', () => {
    expect(consoleTranscript('$ a --x \\\n  --y\nout 1\nout 2\n$ b\n\n$ c')).toEqual([
      { command: 'a --x \\\n  --y', index: 0, output: 'out 1\nout 2' },
      { command: 'b', index: 4, output: '' },
      { command: 'c', index: 6, output: '' },
    ]);
  });

  it('should find no command in a block without a prompt', () => {
    expect(consoleTranscript('just output')).toEqual([]);
  });
});
