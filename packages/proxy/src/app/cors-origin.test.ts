import { describe, expect, it } from 'vitest';
import { readCorsOrigin } from './cors-origin';

describe('readCorsOrigin', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    [' HTTP://LocalHost:3000 ', 'http://localhost:3000'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://example.com:80/', 'http://example.com'],
    ['http://[::1]:5173', 'http://[::1]:5173'],
    ['chrome-extension://abcdefghijklmnop', 'chrome-extension://abcdefghijklmnop'],
    ['*', '*'],
  ])('should read %j as the origin a browser sends, %j', (text, origin) => {
    expect(readCorsOrigin(text)).toEqual({ origin });
  });

  it.each([
    [
      'localhost:3000',
      'an origin with its scheme, such as http://localhost:3000 (or * for any origin)',
    ],
    [
      'localhost:3000/app',
      'an origin with its scheme, such as http://localhost:3000 (or * for any origin)',
    ],
    [
      'http://localhost:3000/app',
      'an origin, which has no path, query or fragment: write http://localhost:3000',
    ],
    [
      'https://example.com?x=1',
      'an origin, which has no path, query or fragment: write https://example.com',
    ],
    ['http://user:pw@example.com', 'an origin such as http://localhost:3000'],
  ])('should say how to write %j', (text, problem) => {
    expect(readCorsOrigin(text)).toEqual({ problem });
  });
});
