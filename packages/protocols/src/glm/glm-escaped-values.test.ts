import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';
import { glmProtocol } from './glm-protocol';

// Issue 25, item 7: GLM writes an array or object argument as JSON escaped once more
// (`[{\"id\": \"1\"}]`), which must decode to the array of objects — not be split at its commas
// into strings and returned as a valid call; and the tool name ends at the line break, a real one
// or a literal `\n` written after the name.

const protocol = glmProtocol();
const todo: FunctionTool = {
  type: 'function',
  name: 'todo_write',
  inputSchema: {
    type: 'object',
    properties: {
      todos: {
        type: 'array',
        items: { type: 'object', properties: { id: { type: 'string' }, task: { type: 'string' } } },
      },
      meta: { type: 'object' },
      note: { type: 'string' },
    },
  },
};

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

const pair = (key: string, value: string) =>
  `<arg_key>${key}</arg_key>\n<arg_value>${value}</arg_value>\n`;

async function inputs(text: string, split: (text: string) => string[]) {
  const run = await expectModesAgree(protocol, [todo], text, split(text));
  expect(run.errors).toEqual([]);
  return run.summary.calls.map((call) => ({ ...call, input: JSON.parse(call.input) }));
}

describe('glmProtocol with escaped JSON values and names that end at a line break', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, string, Record<string, unknown>]>([
      [
        'an array of objects with escaped quotes (the issue)',
        `<tool_call>todo_write\n${pair('todos', '[{\\"id\\": \\"1\\", \\"task\\": \\"ship\\"}]')}</tool_call>`,
        { todos: [{ id: '1', task: 'ship' }] },
      ],
      [
        'a pretty-printed escaped object',
        `<tool_call>todo_write\n${pair('meta', '{\n  \\"a\\": [1, 2],\n  \\"b\\": \\"x, y\\"\n}')}</tool_call>`,
        { meta: { a: [1, 2], b: 'x, y' } },
      ],
      [
        'escaped quotes in a plain string argument, kept as written',
        `<tool_call>todo_write\n${pair('note', 'say \\"hi\\"')}</tool_call>`,
        { note: 'say \\"hi\\"' },
      ],
      [
        'a literal \\n after the name',
        `<tool_call>todo_write\\n${pair('todos', '[{"id": "2"}]')}</tool_call>`,
        { todos: [{ id: '2' }] },
      ],
      [
        'a line break, then stray words before the first tag',
        `<tool_call>\ntodo_write\nwriting the list\n${pair('note', 'x')}</tool_call>`,
        { note: 'x' },
      ],
      [
        'a literal \\n with no break at all (GLM-4.7)',
        `<tool_call>todo_write\\n<arg_key>note</arg_key><arg_value>x</arg_value></tool_call>`,
        { note: 'x' },
      ],
    ])('should read %s', async (_case, call, input) => {
      expect(await inputs(`Listing.\n${call}`, split)).toEqual([{ toolName: 'todo_write', input }]);
    });
  });

  it('should decode any array of objects escaped once more, under any chunking', async () => {
    const item = fc.record({ id: fc.string({ maxLength: 6 }), task: fc.string({ maxLength: 8 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (todos, sizes) => {
          // The JSON as it stands inside a JSON string: every quote and backslash escaped once.
          const escaped = JSON.stringify(JSON.stringify(todos)).slice(1, -1);
          fc.pre(!escaped.includes('<'));
          const text = `<tool_call>todo_write\n${pair('todos', escaped)}</tool_call>`;
          const run = await expectModesAgree(protocol, [todo], text, chunkBySizes(text, sizes));
          expect(run.summary.calls.map((call) => JSON.parse(call.input))).toEqual([{ todos }]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
