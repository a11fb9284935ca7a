import { describe, expect, it } from 'vitest';
import { inferCategory } from './infer-category';
import { parseTasks } from './parse-tasks';

const tool = {
  name: 'get_weather',
  description: 'Weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' } },
    additionalProperties: false,
  },
};
const line = (task: Record<string, unknown>) =>
  JSON.stringify({
    id: 'w1',
    tools: [tool],
    messages: [{ role: 'user', content: 'Weather in Paris?' }],
    expected: [{ name: 'get_weather', arguments: { city: ['Paris'] } }],
    ...task,
  });

describe('parseTasks', () => {
  it('should read one task per line, skipping blank lines', () => {
    const { tasks, problems } = parseTasks(
      `${line({})}\n\n${line({ id: 'w2', category: 'mine' })}\n`,
    );
    expect(problems).toEqual([]);
    expect(tasks.map((task) => [task.id, task.category])).toEqual([
      ['w1', 'simple'],
      ['w2', 'mine'],
    ]);
  });

  it('should read OpenAI chat messages with tool calls, tool results and text parts', () => {
    const { tasks, problems } = parseTasks(
      line({
        messages: [
          { role: 'developer', content: [{ type: 'text', text: 'Be brief.' }] },
          { role: 'user', content: 'Weather in Paris?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'c1',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: 'c1', content: 'sunny' },
          { role: 'user', content: 'And Lyon?' },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(tasks[0]?.category).toBe('multi-turn');
    expect(tasks[0]?.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(tasks[0]?.messages[2]).toEqual({
      role: 'assistant',
      content: '',
      tool_calls: [
        {
          id: 'c1',
          type: 'function',
          function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
        },
      ],
    });
  });

  it.each([
    ['not JSON', '{"id": ', /^not valid JSON/],
    ['an array', '[]', /expected an object/],
    ['no id', line({ id: undefined }), /^id: expected a non-empty string/],
    [
      'a duplicate tool',
      line({ tools: [tool, tool] }),
      /tools\[1\]\.name: "get_weather" is declared twice/,
    ],
    [
      'parameters instead of inputSchema',
      line({ tools: [{ name: 'x', parameters: {} }] }),
      /goes in "inputSchema"/,
    ],
    ['an empty conversation', line({ messages: [] }), /the conversation is empty/],
    [
      'an unknown role',
      line({ messages: [{ role: 'bot', content: 'hi' }] }),
      /messages\[0\]\.role: unknown role "bot"/,
    ],
    [
      'a conversation that ends with the assistant',
      line({
        messages: [
          { role: 'user', content: 'a' },
          { role: 'assistant', content: 'b' },
        ],
      }),
      /must end with a user or tool message/,
    ],
    [
      'a tool result without its call',
      line({ messages: [{ role: 'tool', tool_call_id: 'c9', content: 'x' }] }),
      /"c9" answers no call/,
    ],
    [
      'arguments that are not JSON',
      line({
        messages: [
          { role: 'user', content: 'a' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', function: { name: 'f', arguments: '{' } }],
          },
          { role: 'tool', tool_call_id: 'c1', content: 'x' },
        ],
      }),
      /function\.arguments: not valid JSON/,
    ],
    [
      'an image part',
      line({ messages: [{ role: 'user', content: [{ type: 'image_url', image_url: {} }] }] }),
      /only text parts/,
    ],
    ['no expected list', line({ expected: undefined }), /^expected: expected an array/],
    [
      'an expected call to an undeclared tool',
      line({ expected: [{ name: 'nope', arguments: {} }] }),
      /"nope" is not one of the task's tools \(get_weather\)/,
    ],
    [
      'a bare value instead of a list',
      line({ expected: [{ name: 'get_weather', arguments: { city: 'Paris' } }] }),
      /arguments\.city: expected a non-empty list of acceptable values, for example \["Paris"\]/,
    ],
    [
      'an argument the schema does not declare',
      line({ expected: [{ name: 'get_weather', arguments: { town: ['Paris'] } }] }),
      /"town" is not a parameter of get_weather \(its parameters: city\)/,
    ],
  ])('should refuse %s and say where', (_name, text, message) => {
    const { tasks, problems } = parseTasks(text);
    expect(tasks).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(1);
    expect(problems[0]?.message).toMatch(message);
  });

  it('should report every bad line with its number, and duplicate ids', () => {
    const { tasks, problems } = parseTasks(
      [line({}), '{oops', line({}), line({ id: 'w3', expected: 'x' })].join('\n'),
    );
    expect(tasks.map((task) => task.id)).toEqual(['w1']);
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4]);
    expect(problems[1]?.message).toBe('id "w1" is already used on line 1; ids must be unique.');
  });

  it('should report a duplicate id when the line that first used it is itself invalid', () => {
    const { tasks, problems } = parseTasks([line({ expected: 'x' }), line({})].join('\n'));
    expect(tasks).toEqual([]);
    expect(problems.map((problem) => problem.line)).toEqual([1, 2]);
    expect(problems[1]?.message).toBe('id "w1" is already used on line 1; ids must be unique.');
  });

  it('should hint at a list of values, not a list holding an empty list, for []', () => {
    const { problems } = parseTasks(
      line({ expected: [{ name: 'get_weather', arguments: { city: [] } }] }),
    );
    expect(problems[0]?.message).toContain(
      'for example ["a value", "another accepted value"] (add null',
    );
    expect(problems[0]?.message).not.toContain('[[]]');
  });

  it('should allow an argument beyond the properties when the schema allows more', () => {
    const open = {
      ...tool,
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    };
    const { problems } = parseTasks(
      line({ tools: [open], expected: [{ name: 'get_weather', arguments: { country: ['FR'] } }] }),
    );
    expect(problems).toEqual([]);
  });

  it('should refuse an empty file', () => {
    expect(parseTasks('\n\n').problems[0]?.message).toMatch(/holds no task/);
  });
});

describe('inferCategory', () => {
  const user = [{ role: 'user' as const, content: 'x' }];
  const call = (name: string) => ({ name, arguments: {} });
  it.each([
    [1, user, [], 'irrelevance'],
    [
      1,
      [...user, { role: 'assistant' as const, content: 'y' }, ...user],
      [call('a')],
      'multi-turn',
    ],
    [2, user, [call('a'), call('a')], 'parallel'],
    [2, user, [call('a'), call('b')], 'parallel-multiple'],
    [3, user, [call('a')], 'multiple'],
    [1, user, [call('a')], 'simple'],
  ] as const)(
    'should infer from %i tools, the conversation and the calls: %s',
    (tools, messages, expected, category) => {
      expect(inferCategory(tools, messages, expected)).toBe(category);
    },
  );
});
