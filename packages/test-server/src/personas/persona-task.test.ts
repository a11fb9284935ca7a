import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest } from '../chat-types';
import { createTaskLookup, expectedCalls, type PersonaTask } from './persona-task';

const tasks: PersonaTask[] = [
  {
    id: 'paris',
    messages: [{ role: 'user', content: 'Weather in Paris?' }],
    expected: [{ name: 'w', arguments: { city: ['Paris'], unit: [null, 'c'] } }],
  },
  {
    id: 'paris-then',
    messages: [
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: 'Which unit?' },
      { role: 'user', content: [{ type: 'text', text: 'Celsius.' }] },
    ],
    expected: [{ name: 'w', arguments: { city: ['Paris'], unit: ['c'], note: [null] } }],
  },
  { id: 'none', messages: [{ role: 'user', content: 'Hello there' }], expected: [] },
];

const request = (...messages: ChatCompletionRequest['messages']): ChatCompletionRequest => ({
  model: 'm',
  messages,
});

describe('expectedCalls', () => {
  it('should take the first value that is not null and leave out null-only arguments', () => {
    expect(expectedCalls(tasks[0] as PersonaTask)).toEqual([
      { name: 'w', arguments: { city: 'Paris', unit: 'c' } },
    ]);
    expect(expectedCalls(tasks[1] as PersonaTask)).toEqual([
      { name: 'w', arguments: { city: 'Paris', unit: 'c' } },
    ]);
    expect(expectedCalls(tasks[2] as PersonaTask)).toEqual([]);
  });
});

describe('createTaskLookup', () => {
  const lookup = createTaskLookup(tasks);

  it('should find a task whose user text sits inside a rewritten message', () => {
    expect(
      lookup(
        request(
          { role: 'system', content: 'tools…' },
          { role: 'user', content: 'prefix\nWeather in Paris?' },
        ),
      ).id,
    ).toBe('paris');
  });

  it('should tell conversations apart by their assistant turns and user text', () => {
    const later = request(
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: 'Which unit?' },
      { role: 'user', content: 'Celsius.' },
    );
    expect(lookup(later).id).toBe('paris-then');
  });

  it('should throw when no task fits', () => {
    expect(() => lookup(request({ role: 'user', content: 'Something else' }))).toThrow(/no task/);
  });
});
