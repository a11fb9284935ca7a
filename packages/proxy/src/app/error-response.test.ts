import { describe, expect, it } from 'vitest';
import { OpenAIError } from '../openai-error';
import { errorResponse, errorShapeOf } from './error-response';

describe('errorResponse', () => {
  it('should pick the shape from the path', () => {
    expect(errorShapeOf('/v1/messages')).toBe('anthropic');
    expect(errorShapeOf('/v1/messages/count_tokens')).toBe('anthropic');
    expect(errorShapeOf('/proxy/v1/messages')).toBe('anthropic');
    expect(errorShapeOf('/v1/messagesx')).toBe('openai');
    expect(errorShapeOf('/v1/responses')).toBe('openai');
  });

  it.each([
    [400, 'invalid_request_error'],
    [401, 'authentication_error'],
    [404, 'not_found_error'],
    [413, 'request_too_large'],
    [429, 'rate_limit_error'],
    [500, 'api_error'],
    [502, 'api_error'],
    [503, 'overloaded_error'],
    [504, 'timeout_error'],
  ])("should answer %i in Anthropic's shape as %s", async (status, type) => {
    const response = errorResponse(new OpenAIError({ status, message: 'Why.' }), 'anthropic', {
      'x-a': '1',
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-a')).toBe('1');
    expect(await response.json()).toEqual({ type: 'error', error: { type, message: 'Why.' } });
  });

  it("should answer in OpenAI's shape elsewhere", async () => {
    const error = new OpenAIError({
      status: 400,
      message: 'Why.',
      param: 'input',
      code: 'invalid_value',
    });
    expect(await errorResponse(error, 'openai').json()).toEqual(error.toBody());
  });
});
