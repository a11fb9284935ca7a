// A small chat template written for tests in the ChatML style (the proxy's and tool-eval's
// --chat-template suites): tools as JSON lines in the system turn, calls as `<tool_call>` JSON,
// results in a user turn.
export const CHATML_TOOL_TEMPLATE = [
  '{%- if tools %}<|im_start|>system\n{{ messages[0].content if messages[0].role == "system" else "" }}\nTools:\n',
  '{%- for tool in tools %}{{ tool | tojson }}\n{% endfor %}<|im_end|>\n{%- endif %}',
  '{%- for m in messages %}{%- if m.role == "system" and not tools %}<|im_start|>system\n{{ m.content }}<|im_end|>\n',
  '{%- elif m.role == "user" %}<|im_start|>user\n{{ m.content }}<|im_end|>\n',
  '{%- elif m.role == "assistant" %}<|im_start|>assistant\n{{ m.content }}',
  '{%- for c in m.tool_calls or [] %}<tool_call>\n{{ {"name": c.function.name, "arguments": c.function.arguments} | tojson }}\n</tool_call>{% endfor %}<|im_end|>\n',
  '{%- elif m.role == "tool" %}<|im_start|>user\n<tool_response>\n{{ m.content }}\n</tool_response><|im_end|>\n',
  '{%- endif %}{%- endfor %}{%- if add_generation_prompt %}<|im_start|>assistant\n{%- endif %}',
].join('');
