import { CHATML_TOOL_TEMPLATE as TEMPLATE } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { chatTemplateSelector } from './chat-template-selector';

describe('chatTemplateSelector', () => {
  it('serves every model id with the middleware of the format the template writes', () => {
    const select = chatTemplateSelector({ template: TEMPLATE, eosToken: '<|im_end|>' });
    const first = select('any-model');
    expect(first.preset).toBe('hermes');
    expect(select('another-model').middleware).toBe(first.middleware);
  });

  it('fails at start-up, showing the rendering, for a template that writes no calls', () => {
    const silent = '{% for m in messages %}{{ m.role }}: {{ m.content }}\n{% endfor %}';
    expect(() => chatTemplateSelector({ template: silent })).toThrow(
      /createProxyApp: 'chatTemplate': This chat template writes nothing for the tool_calls/,
    );
  });
});
