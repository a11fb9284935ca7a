import { describe, expect, it } from 'vitest';
import { resultFiles } from './result-files';

const bytes = new Uint8Array([1, 2, 3]);

function content(...value: unknown[]) {
  return { type: 'content', value };
}

describe('resultFiles', () => {
  it.each([
    ['a text output', { type: 'text', value: 'x' }],
    ['a json output', { type: 'json', value: { a: 1 } }],
    ['an error', { type: 'error-text', value: 'boom' }],
    ['content with text only', content({ type: 'text', text: 'hi' })],
    ['not an object', 'plain'],
  ])('should find no files in %s', (_name, output) => {
    expect(resultFiles(output)).toEqual([]);
  });

  it('should take bytes the tool returned, as base64 text or a Uint8Array', () => {
    expect(
      resultFiles(
        content(
          { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } },
          {
            type: 'file',
            mediaType: 'application/pdf',
            filename: 'a.pdf',
            data: { type: 'data', data: bytes },
          },
        ),
      ),
    ).toEqual([
      { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } },
      {
        type: 'file',
        mediaType: 'application/pdf',
        filename: 'a.pdf',
        data: { type: 'data', data: bytes },
      },
    ]);
  });

  it('should take http and https URLs, given as a URL or as text', () => {
    const files = resultFiles(
      content(
        {
          type: 'file',
          mediaType: 'image/jpeg',
          data: { type: 'url', url: new URL('https://x.test/a.jpg') },
        },
        {
          type: 'file',
          mediaType: 'image/jpeg',
          data: { type: 'url', url: 'http://x.test/b.jpg' },
        },
      ),
    );
    expect(files.map((file) => file.data.type === 'url' && file.data.url.href)).toEqual([
      'https://x.test/a.jpg',
      'http://x.test/b.jpg',
    ]);
  });

  it.each([
    ['a local path as a file: URL', { type: 'url', url: new URL('file:///etc/passwd') }],
    ['a local path as text', { type: 'url', url: '/etc/passwd' }],
    ['a data: URL given as a URL', { type: 'url', url: 'ftp://x.test/a.png' }],
    ['a provider reference', { type: 'reference', reference: { openai: 'file-1' } }],
    ['a text file', { type: 'text', text: 'hello' }],
    ['data that is neither text nor bytes', { type: 'data', data: 42 }],
  ])('should never send %s (it stays a placeholder)', (_name, data) => {
    expect(resultFiles(content({ type: 'file', mediaType: 'image/png', data }))).toEqual([]);
  });

  it('should skip an item without a media type', () => {
    expect(resultFiles(content({ type: 'file', data: { type: 'data', data: 'AAAA' } }))).toEqual(
      [],
    );
  });
});
