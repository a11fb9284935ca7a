import { describe, expect, it } from 'vitest';
import { proxyOptionsFromEnv } from './proxy-options-from-env';

const upstream = 'http://127.0.0.1:11434/v1';

describe('proxyOptionsFromEnv', () => {
  it('should give every middleware the malformed-calls setting, feedback by default', () => {
    expect(proxyOptionsFromEnv({ TOOL_PROXY_UPSTREAM: upstream }).middleware).toEqual({
      malformedCalls: 'feedback',
    });
    expect(
      proxyOptionsFromEnv({ TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_MALFORMED_CALLS: 'text' })
        .middleware,
    ).toEqual({ malformedCalls: 'text' });
  });

  it("should read a Worker's string bindings and skip the others", () => {
    const options = proxyOptionsFromEnv({
      TOOL_PROXY_UPSTREAM: upstream,
      TOOL_PROXY_PRESET: 'xml',
      TOOL_PROXY_QUIET: '1',
      TOOL_PROXY_MALFORMED_CALLS: 'text',
      CACHE: { get: () => null },
    });
    expect(options).toMatchObject({
      upstream,
      preset: 'xml',
      middleware: { malformedCalls: 'text' },
    });
    expect(options.log).toBeUndefined();
  });

  it('should refuse a malformed-calls value, naming both', () => {
    expect(() =>
      proxyOptionsFromEnv({ TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_MALFORMED_CALLS: 'drop' }),
    ).toThrow('Invalid TOOL_PROXY_MALFORMED_CALLS "drop": expected feedback or text.');
  });
});
