import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, ChatMessage, ReplayAnswer } from '../chat-types';
import { type PersonaAgentTask, playsAgentTasks } from './agent-player';

const task: PersonaAgentTask = {
  id: 'copy',
  prompt: 'Copy /a to /b.',
  steps: [
    [{ name: 'read_file', arguments: { path: '/a' } }],
    [
      { name: 'write_file', arguments: { path: '/b', content: 'x' } },
      { name: 'log', arguments: { entry: { path: '/b' } } },
    ],
  ],
  answer: 'Copied.',
};

/** The conversation after `turns` assistant answers (their text does not matter to the persona). */
const after = (turns: number, system = ''): ChatCompletionRequest => {
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: 'Copy /a to /b.' },
  ];
  for (let i = 0; i < turns; i++) {
    messages.push({ role: 'assistant', content: '…' }, { role: 'user', content: 'result' });
  }
  return { model: 'm', messages };
};
const text = (answer: ReplayAnswer | string) => (typeof answer === 'string' ? answer : answer.text);
const fallback = () => 'not an agent task';

describe('playsAgentTasks', () => {
  it('should answer each step in its format, then the final answer, and leave other requests alone', () => {
    const persona = playsAgentTasks(fallback, { agentTasks: [task], format: 'mistral' });
    expect(text(persona(after(0), { index: 0 }))).toBe('[TOOL_CALLS]read_file[ARGS]{"path": "/a"}');
    expect(text(persona(after(1), { index: 1 }))).toBe(
      '[TOOL_CALLS]write_file[ARGS]{"path": "/b", "content": "x"}[TOOL_CALLS]log[ARGS]{"entry": {"path": "/b"}}',
    );
    expect(text(persona(after(2), { index: 2 }))).toBe('Copied.');
    expect(
      persona({ model: 'm', messages: [{ role: 'user', content: 'Hello' }] }, { index: 3 }),
    ).toBe('not an agent task');
  });

  it('should write the format the prompt asks for when it has none of its own', () => {
    const persona = playsAgentTasks(fallback, { agentTasks: [task] });
    expect(
      text(persona(after(0, 'Call tools as <tool_call>{"name": …}</tool_call>'), { index: 0 })),
    ).toContain('<tool_call>');
  });

  it('should slip a seeded share of call turns, never twice in a row, and redo the step after a slip', () => {
    const long: PersonaAgentTask = {
      ...task,
      steps: Array.from({ length: 5 }, (_, i) => [{ name: 'f', arguments: { n: i } }]),
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const persona = playsAgentTasks(fallback, {
        agentTasks: [long],
        format: 'hermes',
        seed,
        slipRate: 0.5,
      });
      const answers = Array.from({ length: 12 }, (_, turn) =>
        text(persona(after(turn), { index: turn })),
      );
      const done = answers.indexOf('Copied.');
      expect(done, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      const calls = answers.slice(0, done);
      const broken = calls.map((answer) => !answer.includes('"arguments": {"n": '));
      // Every step is written cleanly once, in order, and no two slips follow each other.
      expect(
        calls.filter((_, i) => !broken[i]).map((answer) => /"n": (\d)/.exec(answer)?.[1]),
      ).toEqual(['0', '1', '2', '3', '4']);
      expect(broken.some((value, i) => value && broken[i + 1] === true)).toBe(false);
      expect(done - 5).toBe(broken.filter(Boolean).length);
    }
  });
});
