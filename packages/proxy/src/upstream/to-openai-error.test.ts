import { APICallError } from '@ai-sdk/provider';
import { ToolMiddlewareError } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import { OpenAIError } from '../openai-error';
import { toOpenAIError } from './to-openai-error';
import { UpstreamTimeoutError } from './upstream-fetch';

const apiError = (init: Partial<ConstructorParameters<typeof APICallError>[0]>) =>
  new APICallError({ message: 'm', url: 'http://u', requestBodyValues: {}, ...init });

describe('toOpenAIError', () => {
  it.each([
    [
      'an OpenAIError',
      new OpenAIError({ status: 418, message: 'tea' }),
      { status: 418, code: null },
    ],
    [
      'a timeout',
      new UpstreamTimeoutError(100, 'answer'),
      { status: 504, code: 'upstream_timeout' },
    ],
    [
      'a timeout as a cause',
      new Error('wrapped', { cause: new UpstreamTimeoutError(100, 'stream') }),
      { status: 504 },
    ],
    [
      'a refused connection',
      apiError({
        message: 'Cannot connect to API: connect ECONNREFUSED',
        cause: new Error('connect ECONNREFUSED 127.0.0.1:1'),
      }),
      {
        status: 502,
        code: 'upstream_unreachable',
        message: 'The upstream could not be reached: connect ECONNREFUSED 127.0.0.1:1',
      },
    ],
    [
      'an upstream 404',
      apiError({
        statusCode: 404,
        message: 'no model',
        data: { error: { type: 'invalid_request_error', param: 'model', code: 'model_not_found' } },
      }),
      {
        status: 404,
        message: 'no model',
        type: 'invalid_request_error',
        param: 'model',
        code: 'model_not_found',
      },
    ],
    [
      'an upstream 503 without a body',
      apiError({ statusCode: 503, message: 'Service Unavailable' }),
      { status: 503, type: 'server_error', code: null },
    ],
    [
      'a 200 that was no completion',
      apiError({ statusCode: 200, message: 'Invalid JSON response' }),
      { status: 502, code: 'upstream_bad_response' },
    ],
    [
      'a middleware refusal',
      new ToolMiddlewareError({ code: 'UNKNOWN_TOOL_CHOICE', message: 'no such tool' }),
      { status: 400, code: 'UNKNOWN_TOOL_CHOICE' },
    ],
    [
      'an unsupported part',
      Object.assign(new Error("'audio media type audio/ogg' functionality not supported."), {
        name: 'AI_UnsupportedFunctionalityError',
      }),
      { status: 400, code: 'unsupported_request' },
    ],
    [
      'an error event of the upstream',
      { message: 'overloaded', type: 'server_error', code: 503 },
      { status: 502, message: 'The upstream reported an error: overloaded', code: '503' },
    ],
    [
      'a failed fetch',
      new TypeError('fetch failed', { cause: new Error('other side closed') }),
      { status: 502, code: 'upstream_unreachable' },
    ],
    [
      "Bun's refused connection",
      Object.assign(new TypeError('ECONNREFUSED: Unable to connect.'), { code: 'ECONNREFUSED' }),
      {
        status: 502,
        code: 'upstream_unreachable',
        message: 'The upstream could not be reached: ECONNREFUSED: Unable to connect.',
      },
    ],
    [
      "a Worker's lost connection",
      new Error('Network connection lost.'),
      { status: 502, code: 'upstream_unreachable' },
    ],
    [
      'a bug',
      new RangeError('oops'),
      { status: 500, code: 'internal_error', message: 'tool-proxy failed: oops' },
    ],
  ])('should answer %s', (_name, error, expected) => {
    expect(toOpenAIError(error)).toMatchObject(expected);
  });
});
