import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../engine/tool-registry';
import { testTools } from '../test-utils/tools';
import { formatKimiToolCallId, parseKimiToolCallId } from './kimi-tool-call-id';

const tools = new ToolRegistry(testTools);
const single = new ToolRegistry(testTools.slice(0, 1));

describe('parseKimiToolCallId', () => {
  it.each([
    ['functions.get_weather:0', tools, 'functions.get_weather:0', 'get_weather', true],
    [' functions.search.web-v2:12\n', tools, 'functions.search.web-v2:12', 'search.web-v2', true],
    ['get_time:3', tools, 'get_time:3', 'get_time', true],
    ['functions.nope:1', tools, 'functions.nope:1', 'nope', false],
    ['functions.get_weather:x', tools, 'functions.get_weather:x', 'get_weather:x', false],
    ['0', tools, '0', '0', false],
    ['0', single, '0', 'get_weather', true],
    ['functions.__proto__:0', tools, 'functions.__proto__:0', '__proto__', false],
  ])('should read %j', (raw, registry, id, name, declared) => {
    const result = parseKimiToolCallId(raw, registry);
    expect([result.id, result.name, result.tool !== undefined]).toEqual([id, name, declared]);
  });
});

describe('formatKimiToolCallId', () => {
  it.each([
    ['get_weather', 'functions.get_weather:4', 'functions.get_weather:4'],
    ['get_weather', 'call_abc', 'call_abc'],
    ['get_weather', undefined, 'functions.get_weather:0'],
    ['get_weather', '', 'functions.get_weather:0'],
  ])('should write the id of a %s call with id %j as %j', (name, id, expected) => {
    expect(formatKimiToolCallId(name, id)).toBe(expected);
  });
});
