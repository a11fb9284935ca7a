import { describe, expect, it } from 'vitest';
import { toolCallMiddlewareOptions } from './call-provider-options';

describe('toolCallMiddlewareOptions', () => {
  it('should wrap the options under toolCallMiddleware, keeping functions', () => {
    const onError = () => {};
    const options = toolCallMiddlewareOptions({ onError, emitFailedCallText: false });
    expect(options).toEqual({ toolCallMiddleware: { onError, emitFailedCallText: false } });
    expect(options.toolCallMiddleware.onError).toBe(onError);
  });
});
