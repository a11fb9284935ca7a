import { describe, expect, it } from 'vitest';
import { typeScriptNamespace } from './typescript-namespace';

describe('typeScriptNamespace', () => {
  const tools = [
    {
      type: 'function' as const,
      name: 'get_weather',
      description: 'Weather now.',
      inputSchema: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'A city.' },
          days: { type: 'integer', default: 1 },
        },
        required: ['city'],
      },
    },
    { type: 'function' as const, name: 'ping', inputSchema: { type: 'object', properties: {} } },
  ];

  it('writes each tool as a typed function with its comments and defaults', () => {
    expect(typeScriptNamespace(tools)).toBe(
      [
        'namespace functions {',
        '',
        '// Weather now.',
        'type get_weather = (_: {',
        '// A city.',
        'city: string,',
        'days?: number, // default: 1',
        '}) => any;',
        '',
        'type ping = () => any;',
        '',
        '} // namespace functions',
      ].join('\n'),
    );
  });

  it('names the namespace when asked, at both ends', () => {
    const text = typeScriptNamespace([], 'tools');
    expect(text).toBe('namespace tools {\n\n} // namespace tools');
  });
});
