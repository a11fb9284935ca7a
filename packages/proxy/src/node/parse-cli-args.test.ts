import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './parse-cli-args';

describe('parseCliArgs', () => {
  it('should read flags by name, repeatable keys and negated switches', () => {
    expect(
      parseCliArgs([
        '--upstream',
        'http://u/v1',
        '--api-key',
        'a',
        '--api-key=b',
        '--no-structured-outputs',
        '--quiet',
      ]),
    ).toEqual({
      kind: 'run',
      flags: {
        upstream: 'http://u/v1',
        'api-key': ['a', 'b'],
        'structured-outputs': false,
        quiet: true,
      },
    });
  });

  it('should answer -h and --help', () => {
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['--upstream', 'x', '--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--port'], "Option '--port <value>' argument missing"],
    [['http://u/v1'], "Unexpected argument 'http://u/v1'"],
    // A single-value flag given twice is refused rather than silently taking the last.
    [['--preset', 'xml', '--preset', 'hermes'], '--preset takes one value but was given more'],
    [['--port=1', '--port', '2'], '--port takes one value'],
    [['--structured-outputs', '--no-structured-outputs'], '--structured-outputs takes one value'],
  ])('should call %j a usage error', (argv, message) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' && parsed.message).toContain(message);
  });
});
