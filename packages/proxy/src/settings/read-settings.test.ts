import { describe, expect, it } from 'vitest';
import { readSettings, SettingError } from './read-settings';
import { SETTING_SPECS } from './setting-specs';

const upstream = 'http://127.0.0.1:11434/v1';

describe('readSettings', () => {
  it('should fill defaults around the upstream', () => {
    expect(readSettings({ env: { TOOL_PROXY_UPSTREAM: upstream } })).toEqual({
      upstream,
      upstreamApiKey: undefined,
      preset: 'auto',
      chatTemplate: undefined,
      chatTemplateTransport: 'prompt',
      malformedCalls: 'feedback',
      constrain: 'off',
      apiKey: [],
      corsOrigins: [],
      upstreamTimeoutMs: 300_000,
      bodyLimitBytes: 10 * 1024 * 1024,
      structuredOutputs: true,
      port: 8080,
      host: '127.0.0.1',
      gracePeriodMs: 25_000,
      quiet: false,
    });
  });

  it('should read every variable, and let each flag win over its variable', () => {
    const env = {
      TOOL_PROXY_UPSTREAM: upstream,
      UPSTREAM_API_KEY: 'up',
      TOOL_PROXY_PRESET: 'xml',
      TOOL_PROXY_MALFORMED_CALLS: 'text',
      PORT: '9000',
      TOOL_PROXY_HOST: '0.0.0.0',
      TOOL_PROXY_API_KEY: 'a, b ,,c',
      TOOL_PROXY_UPSTREAM_TIMEOUT: '5000',
      TOOL_PROXY_BODY_LIMIT: '2mb',
      TOOL_PROXY_STRUCTURED_OUTPUTS: 'off',
      TOOL_PROXY_GRACE_PERIOD: '100',
      TOOL_PROXY_QUIET: 'yes',
    };
    expect(readSettings({ env })).toMatchObject({
      upstreamApiKey: 'up',
      preset: 'xml',
      malformedCalls: 'text',
      port: 9000,
      host: '0.0.0.0',
      apiKey: ['a', 'b', 'c'],
      upstreamTimeoutMs: 5000,
      bodyLimitBytes: 2 * 1024 * 1024,
      structuredOutputs: false,
      gracePeriodMs: 100,
      quiet: true,
    });
    const flags = {
      preset: 'hermes',
      'malformed-calls': 'feedback',
      port: '0',
      'api-key': ['k1', 'k2'],
      'structured-outputs': true,
      'body-limit': '512kb',
    };
    expect(readSettings({ env: { ...env, TOOL_PROXY_PORT: '7000' }, flags })).toMatchObject({
      preset: 'hermes',
      malformedCalls: 'feedback',
      port: 0,
      apiKey: ['k1', 'k2'],
      structuredOutputs: true,
      bodyLimitBytes: 512 * 1024,
    });
  });

  it('reads --chat-template-transport and refuses a value it does not know', () => {
    const env = { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_CHAT_TEMPLATE_TRANSPORT: 'completion' };
    expect(readSettings({ env }).chatTemplateTransport).toBe('completion');
    const flags = { 'chat-template-transport': 'prompt' };
    expect(readSettings({ env, flags }).chatTemplateTransport).toBe('prompt');
    expect(() => readSettings({ env, flags: { 'chat-template-transport': 'raw' } })).toThrow(
      /prompt|completion/,
    );
  });

  it('should prefer TOOL_PROXY_PORT to PORT and ignore empty variables', () => {
    expect(
      readSettings({ env: { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_PORT: '1', PORT: '2' } })
        .port,
    ).toBe(1);
    expect(
      readSettings({ env: { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_PORT: ' ', PORT: '2' } })
        .port,
    ).toBe(2);
  });

  it.each([
    [{}, 'Missing the upstream: give its base URL with --upstream URL (or TOOL_PROXY_UPSTREAM)'],
    [
      { TOOL_PROXY_UPSTREAM: 'ftp://x' },
      'Invalid TOOL_PROXY_UPSTREAM "ftp://x": expected an http(s) base URL',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, PORT: '70000' },
      'Invalid PORT "70000": expected a port number from 0 to 65535.',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_PRESET: 'nope' },
      'Invalid TOOL_PROXY_PRESET "nope": expected auto or one of hermes',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_MALFORMED_CALLS: 'retry' },
      'Invalid TOOL_PROXY_MALFORMED_CALLS "retry": expected feedback or text.',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_UPSTREAM_TIMEOUT: '0' },
      'expected a number of milliseconds above 0',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_BODY_LIMIT: '5tb' },
      'expected a size such as 1048576, 512kb or 10mb',
    ],
    [
      { TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_QUIET: 'maybe' },
      'Invalid TOOL_PROXY_QUIET "maybe": expected true or false.',
    ],
    [{ TOOL_PROXY_UPSTREAM: upstream, TOOL_PROXY_API_KEY: ' , ' }, 'expected one key or more'],
  ])('should refuse %j', (env, message) => {
    expect(() => readSettings({ env })).toThrow(SettingError);
    expect(() => readSettings({ env })).toThrow(message);
  });

  it('should declare each flag and each variable once', () => {
    const flags = SETTING_SPECS.map((spec) => spec.flag);
    const vars = SETTING_SPECS.flatMap((spec) => spec.env);
    expect(new Set(flags).size).toBe(flags.length);
    expect(new Set(vars).size).toBe(vars.length);
  });

  describe('--cors-origin', () => {
    const read = (
      sources: Omit<Parameters<typeof readSettings>[0], 'env'> & {
        env?: Record<string, string>;
      },
    ) => readSettings({ ...sources, env: { TOOL_PROXY_UPSTREAM: upstream, ...sources.env } });

    it('should read origins from the variable (commas) and the repeated flag, as browsers write them', () => {
      expect(
        read({
          env: { TOOL_PROXY_CORS_ORIGINS: 'http://localhost:3000/, https://App.example.com' },
        }).corsOrigins,
      ).toEqual(['http://localhost:3000', 'https://app.example.com']);
      expect(
        read({
          flags: {
            'cors-origin': ['http://localhost:5173', 'https://a.example,https://b.example'],
          },
          env: { TOOL_PROXY_CORS_ORIGINS: '*' },
        }).corsOrigins,
      ).toEqual(['http://localhost:5173', 'https://a.example', 'https://b.example']);
      expect(read({ env: { TOOL_PROXY_CORS_ORIGINS: '*' } }).corsOrigins).toEqual(['*']);
      expect(read({}).corsOrigins).toEqual([]);
    });

    it('should refuse an origin without its scheme or with a path, saying what to write', () => {
      expect(() => read({ flags: { 'cors-origin': ['localhost:3000'] } })).toThrow(
        'Invalid --cors-origin "localhost:3000": expected an origin with its scheme, such as http://localhost:3000 (or * for any origin).',
      );
      expect(() =>
        read({ env: { TOOL_PROXY_CORS_ORIGINS: 'http://localhost:3000, https://x.example/app' } }),
      ).toThrow(
        'Invalid TOOL_PROXY_CORS_ORIGINS "https://x.example/app": expected an origin, which has no path, query or fragment: write https://x.example.',
      );
      expect(() => read({ env: { TOOL_PROXY_CORS_ORIGINS: ' , ' } })).toThrow(SettingError);
    });
  });
});
