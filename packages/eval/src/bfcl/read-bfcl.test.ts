import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bfclToJsonSchema } from './bfcl-schema';
import { scoreBfcl } from './bfcl-task';
import { readBfcl } from './read-bfcl';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/bfcl', import.meta.url));

describe('readBfcl', () => {
  it('should read every single-answer category of the folder, and skip multi-turn', () => {
    const tasks = readBfcl(FIXTURES);
    if (typeof tasks === 'string') throw new Error(tasks);
    expect([...new Set(tasks.map((task) => task.category))]).toEqual([
      'irrelevance',
      'live_simple',
      'multiple',
      'parallel',
      'parallel_multiple',
      'simple_python',
    ]);
    expect(tasks).toHaveLength(11);
    const paint = tasks.find((task) => task.id === 'simple_python_0');
    expect(paint?.tools[0]).toMatchObject({
      name: 'paint_estimate_litres',
      inputSchema: {
        type: 'object',
        properties: { width: { type: 'number' }, coats: { type: 'integer' } },
        required: ['width', 'height'],
      },
    });
    expect(paint?.expected).toEqual([
      { name: 'paint_estimate_litres', arguments: { width: [4], height: [2.5], coats: [1, null] } },
    ]);
    const booking = tasks.find((task) => task.id === 'simple_python_2');
    expect(booking?.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('should choose categories, with simple naming simple_python, and name what is there otherwise', () => {
    const tasks = readBfcl(FIXTURES, ['simple', 'irrelevance']);
    expect(typeof tasks !== 'string' && tasks.map((task) => task.id)).toEqual([
      'simple_python_0',
      'simple_python_1',
      'simple_python_2',
      'irrelevance_0',
      'irrelevance_1',
    ]);
    expect(readBfcl(FIXTURES, ['multi_turn_base'])).toMatch(
      /not a single-answer category.*choose from irrelevance, live_simple/,
    );
    expect(readBfcl('/nonexistent')).toMatch(/holds no BFCL_v<N>_<category>.json files/);
  });

  it('should judge parallel calls in any order, irrelevance by no call, and nested dicts', () => {
    const tasks = readBfcl(FIXTURES);
    if (typeof tasks === 'string') throw new Error(tasks);
    const byId = (id: string) => {
      const task = tasks.find((entry) => entry.id === id);
      if (task === undefined) throw new Error(id);
      return task;
    };
    const clock = (city: string) => ({ name: 'world_clock_now', input: { city } });
    expect(scoreBfcl(byId('parallel_0'), [clock('lima, peru'), clock('Tokyo')])).toEqual({
      passed: true,
    });
    expect(scoreBfcl(byId('parallel_0'), [clock('Tokyo')]).passed).toBe(false);
    expect(scoreBfcl(byId('irrelevance_0'), [])).toEqual({ passed: true });
    expect(
      scoreBfcl(byId('irrelevance_0'), [{ name: 'convert_currency', input: {} }]),
    ).toMatchObject({
      passed: false,
      reason: 'expected no call, got convert_currency',
    });
    const thermostat = {
      name: 'set_thermostat',
      input: { settings: { target: 21.5, mode: 'eco' } },
    };
    const reminder = { name: 'add_reminder', input: { text: 'Dentist', time: '9:00' } };
    expect(scoreBfcl(byId('parallel_multiple_0'), [thermostat, reminder])).toEqual({
      passed: true,
    });
    // Tuples are arrays; multiple: the one right function among several.
    const point = (x: number, y: number, label: string) => ({
      name: 'plot_point',
      input: { coordinates: [x, y], label },
    });
    expect(scoreBfcl(byId('parallel_1'), [point(3, 4, 'B'), point(1, 2, 'A')])).toEqual({
      passed: true,
    });
    expect(
      scoreBfcl(byId('multiple_1'), [{ name: 'detect_language', input: { text: 'good morning' } }])
        .passed,
    ).toBe(false);
  });
});

describe('bfclToJsonSchema', () => {
  it('should map dict, float, tuple and any, all the way down', () => {
    expect(
      bfclToJsonSchema({
        type: 'dict',
        properties: {
          point: { type: 'tuple', items: { type: 'float' } },
          meta: { type: 'any', description: 'anything' },
          nested: { type: 'dict', properties: { on: { type: 'boolean' } } },
        },
        required: ['point'],
      }),
    ).toEqual({
      type: 'object',
      properties: {
        point: { type: 'array', items: { type: 'number' } },
        meta: { description: 'anything' },
        nested: { type: 'object', properties: { on: { type: 'boolean' } } },
      },
      required: ['point'],
    });
    expect(() => bfclToJsonSchema({ type: 'HashMap' })).toThrow(/"HashMap" is not a BFCL type/);
  });
});
