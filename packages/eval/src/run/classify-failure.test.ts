import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from './classify-failure';

const context = {
  baseUrl: 'http://127.0.0.1:9999/v1',
  model: 'qwen3:8b',
  timedOut: false,
  timeoutMs: 120_000,
};

function apiError(
  statusCode: number | undefined,
  options: { body?: string; headers?: Record<string, string>; cause?: unknown } = {},
) {
  return new APICallError({
    message:
      statusCode === undefined
        ? 'Cannot connect to API: connect ECONNREFUSED'
        : `HTTP ${statusCode}`,
    url: `${context.baseUrl}/chat/completions`,
    requestBodyValues: {},
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(options.body === undefined ? {} : { responseBody: options.body }),
    ...(options.headers === undefined ? {} : { responseHeaders: options.headers }),
    cause: options.cause,
  });
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9999'), {
  code: 'ECONNREFUSED',
});

describe('classifyFailure', () => {
  it('should call a refused connection fatal, naming the URL and what to check', () => {
    const failure = classifyFailure(apiError(undefined, { cause: refused }), context);
    expect(failure.kind).toBe('fatal');
    expect(failure.message).toContain('cannot reach http://127.0.0.1:9999/v1 (ECONNREFUSED)');
    expect(failure.message).toContain('the server is running');
    expect(failure.message).toContain('/v1');
  });

  it('should retry a connection that broke', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(classifyFailure(apiError(undefined, { cause: reset }), context).kind).toBe('retry');
  });

  it("should call 404 fatal and point at the path and the model, with the server's words", () => {
    const failure = classifyFailure(
      apiError(404, { body: '{"error":{"message":"model \\"qwen3:8b\\" not found"}}' }),
      context,
    );
    expect(failure).toMatchObject({ kind: 'fatal' });
    expect(failure.message).toContain('404 Not Found: model "qwen3:8b" not found');
    expect(failure.message).toContain('http://localhost:11434/v1 (Ollama)');
  });

  it('should call 401 fatal and point at the key', () => {
    expect(classifyFailure(apiError(401), context).message).toContain(
      '--api-key KEY or set OPENAI_API_KEY',
    );
  });

  it.each([429, 500, 503, 408])('should retry HTTP %i', (status) => {
    expect(classifyFailure(apiError(status), context).kind).toBe('retry');
  });

  it('should wait as long as Retry-After asks, within reason', () => {
    expect(
      classifyFailure(apiError(429, { headers: { 'retry-after': '2' } }), context),
    ).toMatchObject({ delayMs: 2000 });
    expect(
      classifyFailure(apiError(429, { headers: { 'retry-after-ms': '150' } }), context),
    ).toMatchObject({ delayMs: 150 });
    expect(
      classifyFailure(apiError(429, { headers: { 'retry-after': '3600' } }), context),
    ).not.toHaveProperty('delayMs');
  });

  it('should fail only the task on other client errors', () => {
    expect(classifyFailure(apiError(400, { body: 'context too long' }), context)).toEqual({
      kind: 'task',
      message: 'http://127.0.0.1:9999/v1 refused this conversation (HTTP 400: context too long).',
    });
  });

  it('should retry a timeout', () => {
    expect(classifyFailure(new Error('aborted'), { ...context, timedOut: true }).message).toContain(
      'within 120 s',
    );
  });
});
