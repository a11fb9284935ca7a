import { describe, expect, it } from 'vitest';
import { estimateInputTokens } from './estimate-input-tokens';
import { parseMessagesRequest } from './parse-messages-request';

const count = (body: Record<string, unknown>) =>
  estimateInputTokens(parseMessagesRequest({ model: 'm', ...body } as never, 'optional'));

describe('estimateInputTokens', () => {
  it('should count about a token per four characters of everything the model reads', () => {
    expect(count({ messages: [{ role: 'user', content: 'x'.repeat(400) }] })).toBe(100);
    expect(
      count({ system: 'y'.repeat(40), messages: [{ role: 'user', content: 'x'.repeat(400) }] }),
    ).toBe(110);
  });

  it('should count tools, calls, results and images', () => {
    const base = { messages: [{ role: 'user', content: 'Hi' }] };
    const withTool = count({ ...base, tools: [{ name: 'f', input_schema: { type: 'object' } }] });
    expect(withTool).toBeGreaterThan(count(base));
    const image = { type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } };
    expect(count({ messages: [{ role: 'user', content: [image] }] })).toBe(256);
    const history = count({
      messages: [
        { role: 'user', content: 'Hi' },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't', name: 'f', input: { a: 'x'.repeat(100) } }],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 't', content: 'y'.repeat(100) }],
        },
      ],
    });
    expect(history).toBeGreaterThan(50);
  });
});
