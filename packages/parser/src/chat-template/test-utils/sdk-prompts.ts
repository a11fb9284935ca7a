import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider';

// The AI SDK side of the chat-template tests: a tool, an agent's conversation, and the messages a
// server hands its template for a request.

export const TOOLS: LanguageModelV4CallOptions['tools'] = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'Weather for a city.',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
  },
];

export const PROMPT: LanguageModelV4Prompt = [
  { role: 'system', content: 'You are helpful.' },
  { role: 'user', content: [{ type: 'text', text: 'Weather in "Paris" & <Lyon>?' }] },
  {
    role: 'assistant',
    content: [
      {
        type: 'tool-call',
        toolCallId: 'a1b2c3d4e',
        toolName: 'get_weather',
        input: { city: 'Paris', days: 2 },
      },
    ],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'a1b2c3d4e',
        toolName: 'get_weather',
        output: { type: 'json', value: { temp: 21 } },
      },
    ],
  },
  { role: 'assistant', content: [{ type: 'text', text: 'It is 21 degrees in Paris.' }] },
  { role: 'user', content: [{ type: 'text', text: 'And in Lyon?' }] },
];

/** The prompt of an agent loop's next step: it ends with the tool result. */
export const AFTER_RESULT: LanguageModelV4Prompt = PROMPT.slice(0, 4);

/** The messages `@ai-sdk/openai-compatible` sends for a text-only prompt: every content a string. */
export function wireMessages(prompt: LanguageModelV4Prompt): { role: string; content: string }[] {
  return prompt.map((message) => ({
    role: message.role,
    content:
      typeof message.content === 'string'
        ? message.content
        : message.content
            .map((part) => (part.type === 'text' ? part.text : `<${part.type}>`))
            .join(''),
  }));
}

/**
 * What a server that renders templates hands its template for a request: the provider's wire
 * messages, with OpenAI's `null` content as text and call arguments parsed (as vLLM and llama.cpp do).
 */
/** A tool output as the provider writes it in a tool message (the kinds these tests use). */
function outputText(output: { type: string }): string {
  const value = 'value' in output ? output.value : undefined;
  return output.type === 'text' ? String(value) : JSON.stringify(value);
}

export function serverMessages(prompt: LanguageModelV4Prompt): unknown[] {
  return prompt.flatMap((message) => {
    if (message.role === 'system') return [{ role: 'system', content: message.content }];
    if (message.role === 'tool') {
      return message.content.flatMap((part) =>
        part.type === 'tool-result'
          ? [
              {
                role: 'tool',
                tool_call_id: part.toolCallId,
                content: outputText(part.output),
              },
            ]
          : [],
      );
    }
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    const calls = message.content.flatMap((part) =>
      part.type === 'tool-call'
        ? [
            {
              id: part.toolCallId,
              type: 'function',
              function: { name: part.toolName, arguments: part.input },
            },
          ]
        : [],
    );
    return [
      calls.length === 0
        ? { role: message.role, content: text }
        : { role: message.role, content: text, tool_calls: calls },
    ];
  });
}
