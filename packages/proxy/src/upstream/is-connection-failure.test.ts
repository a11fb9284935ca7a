import { describe, expect, it } from 'vitest';
import { isConnectionCut, isConnectionFailure } from './is-connection-failure';

/** An error as Bun's fetch throws it: a TypeError with the system error's code, no cause. */
const bunError = (code: string, message: string) =>
  Object.assign(new TypeError(message), { code, path: 'http://127.0.0.1:1/v1/models' });

describe('isConnectionFailure', () => {
  it.each([
    ['Node.js and Deno', new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })],
    ['a browser', new TypeError('Failed to fetch')],
    [
      'Bun, a refused connection',
      bunError(
        'ECONNREFUSED',
        'ECONNREFUSED: Unable to connect. Is the computer able to access the url?',
      ),
    ],
    ['Bun, an unknown host', bunError('ENOTFOUND', 'getaddrinfo ENOTFOUND nowhere.invalid')],
    ['Bun before 1.2', bunError('ConnectionRefused', 'Unable to connect.')],
    [
      'workerd',
      Object.assign(new Error('Network connection lost.'), { remote: true, retryable: true }),
    ],
  ])('should recognize %s', (_runtime, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a file error', Object.assign(new Error('no such file'), { code: 'ENOENT' })],
    ['a numeric code', Object.assign(new Error('x'), { code: 503 })],
    ['no error', { message: 'fetch failed' }],
  ])('should not take %s for one', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('isConnectionCut', () => {
  const socketError = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
  it.each([
    ['Node.js', new TypeError('terminated', { cause: socketError })],
    ['undici, the socket error alone', socketError],
    ['Deno', new TypeError('error reading a body from connection: connection reset')],
  ])('should recognize %s', (_runtime, error) => {
    expect(isConnectionCut(error)).toBe(true);
  });

  it.each([
    ['a refused connection', new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })],
    ['a plain Error named terminated', new Error('terminated')],
    ['no error', { message: 'terminated' }],
  ])('should not take %s for one', (_name, error) => {
    expect(isConnectionCut(error)).toBe(false);
  });
});
