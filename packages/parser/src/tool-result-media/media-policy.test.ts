import { describe, expect, it } from 'vitest';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { checkToolResultMedia, mediaPolicy, mediaTypeMatches } from './media-policy';

const vision = { supportedUrls: { 'image/*': [/^https:/] } };
const textOnly = { supportedUrls: {} };

describe('mediaTypeMatches', () => {
  it.each([
    ['image/*', 'image/png', true],
    ['image/*', 'IMAGE/JPEG', true],
    ['image/*', 'image', true],
    ['image/*', 'application/pdf', false],
    ['application/pdf', 'application/pdf', true],
    ['*/*', 'audio/wav', true],
    ['*', 'audio/wav', true],
    ['image/png', 'image/jpeg', false],
    ['imag/*', 'image/png', false],
  ])('should say %s covers %s: %s', (pattern, mediaType, expected) => {
    expect(mediaTypeMatches(pattern, mediaType)).toBe(expected);
  });
});

describe('mediaPolicy', () => {
  it("should accept every file with 'model' and none with 'placeholder'", async () => {
    expect((await mediaPolicy('model', undefined, textOnly))('image/png')).toBe(true);
    expect((await mediaPolicy('placeholder', undefined, vision))('image/png')).toBe(false);
  });

  it('should let the per-call value win over the one given at creation', async () => {
    expect((await mediaPolicy('placeholder', 'model', textOnly))('image/png')).toBe(true);
    expect((await mediaPolicy('model', 'placeholder', vision))('image/png')).toBe(false);
  });

  it("should follow the provider's supportedUrls by default, awaiting a promise", async () => {
    const accepts = await mediaPolicy(undefined, undefined, {
      supportedUrls: Promise.resolve(vision.supportedUrls),
    });
    expect(accepts('image/png')).toBe(true);
    expect(accepts('application/pdf')).toBe(false);
    expect((await mediaPolicy(undefined, undefined, textOnly))('image/png')).toBe(false);
    expect((await mediaPolicy('auto', undefined, undefined))('image/png')).toBe(false);
  });

  it('should give placeholders when the provider fails to say what it takes', async () => {
    const failing = { supportedUrls: Promise.reject(new Error('offline')) };
    expect((await mediaPolicy(undefined, undefined, failing))('image/png')).toBe(false);
  });

  it('should fail fast, saying how to fix it, on a value that is not a mode', async () => {
    expect(() => checkToolResultMedia('images')).toThrow(ToolMiddlewareError);
    expect(() => checkToolResultMedia('images')).toThrow(/'model', 'placeholder' or 'auto'/);
    await expect(mediaPolicy(undefined, 'yes', vision)).rejects.toThrow(/per call/);
  });
});
