import { describe, expect, it } from 'vitest';
import { snippetSource, withReplayOrigin } from './snippet-source';

describe('withReplayOrigin', () => {
  it('should point every local address, whatever its port, at the replay server', () => {
    expect(
      withReplayOrigin(
        "baseURL: 'http://127.0.0.1:8000/v1', other: 'http://localhost:11434/v1', far: 'https://api.example.com/v1'",
        'http://127.0.0.1:5',
      ),
    ).toBe(
      "baseURL: 'http://127.0.0.1:5/v1', other: 'http://127.0.0.1:5/v1', far: 'https://api.example.com/v1'",
    );
  });
});

describe('snippetSource', () => {
  const options = { origin: 'http://127.0.0.1:5', firstLine: 10, lang: 'ts', aiV6: false };

  it('should make a module of the snippet with its checks', () => {
    expect(snippetSource('f(); // → 1', options)).toEqual({
      source: 'await __docs.expect(10, async () => (f()), () => (1\n)); // → 1\nexport {};\n',
      problems: [],
    });
  });

  it('should give an ai=6 snippet the AI SDK 6 packages', () => {
    const { source } = snippetSource(
      "import { streamText } from 'ai';\nimport { createOpenAICompatible } from \"@ai-sdk/openai-compatible\";\nimport { z } from 'zod';",
      { ...options, aiV6: true },
    );
    expect(source).toContain("from 'ai-v6'");
    expect(source).toContain('from "@ai-sdk/openai-compatible-v2"');
    expect(source).toContain("from 'zod'");
  });
});
