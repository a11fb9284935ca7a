import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../engine/tool-registry';
import { testTools } from '../test-utils/tools';
import { JsonCallProbe } from './json-call-probe';

const tools = new ToolRegistry(testTools);

function probe(text: string, limit = 256) {
  const p = new JsonCallProbe(tools, ['parameters', 'arguments'], limit);
  const taken = p.push(text);
  return { verdict: p.verdict, taken, atEnd: p.finish() };
}

describe('JsonCallProbe', () => {
  it.each([
    ['{"name": "get_weather", "parameters": {', 'call', 'call'],
    ['{"name": "nope", "arguments": {', 'call', 'call'],
    ['{"name": "get_time"} and text', 'call', 'call'],
    ['{"name": "nope"}', 'not-a-call', 'not-a-call'],
    ['{"name": "Alice", "age": 3}', 'not-a-call', 'not-a-call'],
    ['{"query": "x"}', 'not-a-call', 'not-a-call'],
    ['{ return x; }', 'not-a-call', 'not-a-call'],
    ['{"name": 3}', 'not-a-call', 'not-a-call'],
    ['{"name": "get_weather"', 'undecided', 'call'],
    ['{"name": "get_wea', 'undecided', 'not-a-call'],
    ['{"name": "nope"', 'undecided', 'not-a-call'],
  ])('should judge %j: %s (%s once the output ends)', (text, verdict, atEnd) => {
    const result = probe(text);
    expect([result.verdict, result.atEnd]).toEqual([verdict, atEnd]);
  });

  it('should not take characters past the end of the object', () => {
    expect(probe('{"name": "get_time"} and text').taken).toBe(20);
  });

  it('should give up after its limit', () => {
    const result = probe(`{"name": "${'x'.repeat(100)}"`, 50);
    expect([result.verdict, result.taken]).toEqual(['not-a-call', 50]);
  });
});
