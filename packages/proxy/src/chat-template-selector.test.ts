import { describe, expect, it } from 'vitest';
import { chatTemplateSelector } from './chat-template-selector';

// A small template written for this test in the ChatML style: tools as JSON lines in the system
// turn, calls as `<tool_call>` JSON, results in a user turn.
const TEMPLATE = [
  '{%- if tools %}<|im_start|>system\n{{ messages[0].content if messages[0].role == "system" else "" }}\nTools:\n',
  '{%- for tool in tools %}{{ tool | tojson }}\n{% endfor %}<|im_end|>\n{%- endif %}',
  '{%- for m in messages %}{%- if m.role == "system" and not tools %}<|im_start|>system\n{{ m.content }}<|im_end|>\n',
  '{%- elif m.role == "user" %}<|im_start|>user\n{{ m.content }}<|im_end|>\n',
  '{%- elif m.role == "assistant" %}<|im_start|>assistant\n{{ m.content }}',
  '{%- for c in m.tool_calls or [] %}<tool_call>\n{{ {"name": c.function.name, "arguments": c.function.arguments} | tojson }}\n</tool_call>{% endfor %}<|im_end|>\n',
  '{%- elif m.role == "tool" %}<|im_start|>user\n<tool_response>\n{{ m.content }}\n</tool_response><|im_end|>\n',
  '{%- endif %}{%- endfor %}{%- if add_generation_prompt %}<|im_start|>assistant\n{%- endif %}',
].join('');

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
