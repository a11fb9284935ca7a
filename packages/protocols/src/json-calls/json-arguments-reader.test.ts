import { describe, expect, it } from 'vitest';
import { MarkerMatcher } from '../engine/marker-matcher';
import type { ToolCallWriter } from '../engine/segment';
import { JsonArgumentsReader } from './json-arguments-reader';

const delimiters = new MarkerMatcher(['<|end|>', '<|next|>']);
const schema = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' } },
};

function reader() {
  const writes: string[] = [];
  let ended: 'open' | 'end' | 'abort' = 'open';
  const writer: ToolCallWriter = {
    id: 'c1',
    toolName: 'get_weather',
    write: (json) => writes.push(json),
    end: () => {
      ended = 'end';
    },
    abort: () => {
      ended = 'abort';
    },
    invalid: () => {},
  };
  const r = new JsonArgumentsReader(writer, schema, delimiters, 'get_weather');
  return { r, json: () => writes.join(''), state: () => ended };
}

describe('JsonArgumentsReader', () => {
  it.each([
    ['{"city": "A"} tail', { kind: 'done', next: 13 }, '{"city":"A"}'],
    ['{"city": "x<|end|>y"}<|end|>', { kind: 'done', next: 21 }, '{"city":"x<|end|>y"}'],
    ['{"days": "3"}', { kind: 'done', next: 13 }, '{"days":3}'],
    ['{"city": "A"<|end|>', { kind: 'delimiter', at: 12, marker: '<|end|>' }, '{"city":"A"'],
    ['{"city": "A"<|en', { kind: 'hold', from: 12 }, '{"city":"A"'],
    ['{"city": x}', { kind: 'failed', at: 9 }, '{"city":'],
    ['{"city": "A", ', { kind: 'more' }, '{"city":"A"'],
  ])('should read %j', (input, step, json) => {
    const { r, json: written } = reader();
    expect(r.feed(input, 0)).toEqual(step);
    expect(written()).toBe(json);
  });

  it('should repair unclosed braces at a delimiter and end the call', () => {
    const { r, json, state } = reader();
    r.feed('{"city": "A"', 0);
    r.close();
    expect(r.endCall()).toBeUndefined();
    expect([json(), state()]).toEqual(['{"city":"A"}', 'end']);
  });

  it('should give {} for empty arguments', () => {
    const { r, json } = reader();
    r.feed('  ', 0);
    r.close();
    expect([r.endCall(), json()]).toEqual([undefined, '{}']);
  });

  it.each([
    ['{"city": "A', 'UNTERMINATED_TOOL_CALL'],
    ['[1, 2]', 'INVALID_ARGUMENTS'],
    ['{"city": x', 'INVALID_JSON'],
  ])('should abort the call for %j with %s', (input, code) => {
    const { r, state } = reader();
    r.feed(input, 0);
    r.close();
    expect(r.endCall()?.code).toBe(code);
    expect(state()).toBe('abort');
  });
});
