import { createPushParser } from '@tool/rjson';
import { describe, expect, it } from 'vitest';
import { nemotronProtocol } from '../nemotron/nemotron-protocol';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';
import { JsonArgumentEmitter } from './json-argument-emitter';

const schema = {
  type: 'object',
  properties: {
    level: { type: 'number' },
    options: {
      type: 'object',
      properties: { steps: { type: 'array', items: { type: 'number' } } },
    },
  },
};

/** Runs `json` through the push parser into an emitter; gives what it wrote and the emitter. */
function emit(json: string) {
  const written: string[] = [];
  const emitter = new JsonArgumentEmitter((text) => written.push(text), schema);
  const parser = createPushParser({ onEvent: (event) => emitter.event(event) });
  parser.push(json);
  parser.end();
  return { emitter, json: written.join('') };
}

describe('JsonArgumentEmitter with numbers JSON cannot represent', () => {
  it.each([
    ['{"level": 1e999}', 'level', 'Infinity'],
    ['{"level": 2, "options": {"steps": [1, -1e400]}}', 'options', '-Infinity'],
    ['{"options": {"steps": [NaN]}}', 'options', 'NaN'],
    ['{"level": Infinity}', 'level', 'Infinity'],
  ])('should not write %s, and say which argument and why', (json, argument, reads) => {
    const { emitter } = emit(json);
    expect(emitter.done).toBe(false);
    const error = emitter.notWrittenError('set_level');
    expect(error.code).toBe('INVALID_JSON');
    expect(error.message).toContain(`in "${argument}"`);
    expect(error.message).toContain(`reads as ${reads}`);
    expect(error.message).toContain('write a finite number');
  });

  it('should write the largest finite numbers as they are', () => {
    const { emitter, json } = emit(
      '{"level": 1.7976931348623157e308, "options": {"steps": [-1e308]}}',
    );
    expect(emitter.done).toBe(true);
    expect(JSON.parse(json)).toEqual({
      level: 1.7976931348623157e308,
      options: { steps: [-1e308] },
    });
  });

  it('should still call arguments that are not an object INVALID_ARGUMENTS', () => {
    const { emitter } = emit('[1, 2]');
    expect(emitter.notWrittenError('set_level').code).toBe('INVALID_ARGUMENTS');
  });
});

describe('a JSON list of calls with one number JSON cannot represent', () => {
  const tools: FunctionTool[] = [{ type: 'function', name: 'set_level', inputSchema: schema }];
  const protocol = nemotronProtocol();

  it('should botch that call only, in generate and stream alike, and keep its text', async () => {
    const text =
      'Done. <TOOLCALL>[{"name": "set_level", "arguments": {"level": 1e999}}, {"name": "set_level", "arguments": {"level": 3}}]</TOOLCALL>';
    for (const chunks of [[text], chunkBySizes(text, [2, 9])]) {
      const run = await expectModesAgree(protocol, tools, text, chunks);
      expect(run.summary.calls).toEqual([{ toolName: 'set_level', input: '{"level":3}' }]);
      expect(run.errors.map((e) => e.code)).toEqual(['INVALID_JSON']);
      expect(run.summary.text).toContain('{"level": 1e999}');
    }
  });

  it('should tell the model why, through onError', () => {
    const messages: string[] = [];
    protocol.parseGeneratedText({
      text: '<TOOLCALL>[{"name": "set_level", "arguments": {"level": -1e400}}]</TOOLCALL>',
      tools,
      options: { onError: (message) => messages.push(message) },
    });
    expect(messages).toEqual([
      'The arguments of "set_level" hold a number JSON cannot represent in "level" (it reads as -Infinity); write a finite number.',
    ]);
  });
});
