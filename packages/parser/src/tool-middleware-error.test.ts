import { describe, expect, it } from 'vitest';
import { ToolMiddlewareError } from './tool-middleware-error';

describe('ToolMiddlewareError', () => {
  it.each([
    { value: new ToolMiddlewareError({ code: 'INVALID_OPTION', message: 'm' }), expected: true },
    { value: new Error('m'), expected: false },
    { value: { code: 'INVALID_OPTION' }, expected: false },
    { value: null, expected: false },
    { value: 'INVALID_OPTION', expected: false },
  ])('should tell instances apart ($value)', ({ value, expected }) => {
    expect(ToolMiddlewareError.isInstance(value)).toBe(expected);
  });

  it('should carry its code, tool name and message', () => {
    const error = new ToolMiddlewareError({
      code: 'UNKNOWN_TOOL_CHOICE',
      message: 'pick one',
      toolName: 't',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ToolMiddlewareError',
      code: 'UNKNOWN_TOOL_CHOICE',
      toolName: 't',
      message: 'pick one',
    });
  });
});
