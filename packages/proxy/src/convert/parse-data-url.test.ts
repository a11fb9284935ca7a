import { describe, expect, it } from 'vitest';
import { parseDataUrl } from './parse-data-url';

describe('parseDataUrl', () => {
  it.each([
    ['data:image/png;base64,AAA', { mediaType: 'image/png', data: 'AAA' }],
    ['data:image/jpeg;name=a.jpg;base64,BBB', { mediaType: 'image/jpeg', data: 'BBB' }],
    ['data:;base64,CCC', { mediaType: 'application/octet-stream', data: 'CCC' }],
    ['data:text/plain,hello', undefined],
    ['data:image/png;base64', undefined],
    ['https://example.com/a.png', undefined],
  ])('should read %s', (url, expected) => {
    expect(parseDataUrl(url)).toEqual(expected);
  });
});
