import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { createToolMiddleware, presetDefinitions } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import { outputKey, type Recording } from '../recording/read-recording';
import type { RecordedOutput } from '../recording/recording-format';
import type { EvalTask } from '../tasks/eval-task';
import { createReplaySource } from './replay-source';

const task: EvalTask = {
  id: 't1',
  category: 'simple',
  tools: [
    {
      name: 'get_weather',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
  messages: [{ role: 'user', content: 'Weather in Oslo?' }],
  expected: [{ name: 'get_weather', arguments: { city: ['Oslo'] } }],
};

function recording(outputs: RecordedOutput[]): Recording {
  return {
    manifest: {
      format: 'tool-eval-recording',
      version: 1,
      model: 'm',
      baseUrl: 'http://127.0.0.1:1/v1',
      presets: ['hermes'],
      samples: 1,
      tasks: 'built-in',
      taskCount: 1,
      startedAt: '',
      status: 'complete',
    },
    tasks: [task],
    outputs: new Map([
      ['hermes', new Map(outputs.map((output) => [outputKey(output.task, output.sample), output]))],
    ]),
  };
}

const hermes = createToolMiddleware(presetDefinitions.hermes);
const job = (middleware: LanguageModelV4Middleware = hermes, sample = 0) => ({
  preset: 'hermes',
  middleware,
  task,
  sample,
});
const signal = new AbortController().signal;
const call = '<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</tool_call>';

describe('createReplaySource', () => {
  it('should parse the recorded text through the middleware and keep the recorded latency', async () => {
    const source = createReplaySource(
      recording([{ task: 't1', sample: 0, text: call, finishReason: 'stop', latencyMs: 42 }]),
    );
    expect(await source.answer(job(), signal)).toEqual({
      kind: 'answered',
      answer: { calls: [{ name: 'get_weather', input: { city: 'Oslo' } }], parseFailures: {} },
      latencyMs: 42,
    });
  });

  it('should count parse failures of the recorded text by code', async () => {
    const source = createReplaySource(
      recording([
        {
          task: 't1',
          sample: 0,
          text: '<tool_call>{"name": "get_weather", "arguments": {"city": Oslo" ]]}</tool_call>',
        },
      ]),
    );
    const result = await source.answer(job(), signal);
    expect(result).toMatchObject({
      kind: 'answered',
      answer: { calls: [], parseFailures: { INVALID_JSON: 1 } },
    });
  });

  it('should keep a recorded failure a failure, and say when a job was not recorded', async () => {
    const source = createReplaySource(
      recording([{ task: 't1', sample: 0, error: 'HTTP 500 (after 4 tries)' }]),
    );
    expect(await source.answer(job(), signal)).toEqual({
      kind: 'failed',
      error: 'HTTP 500 (after 4 tries)',
    });
    expect(await source.answer(job(hermes, 1), signal)).toEqual({ kind: 'missing' });
  });

  it('should fail the task when the parser throws on a recorded answer', async () => {
    const throwing: LanguageModelV4Middleware = {
      specificationVersion: 'v4',
      wrapGenerate: async () => {
        throw new Error('parser bug');
      },
    };
    const source = createReplaySource(recording([{ task: 't1', sample: 0, text: call }]));
    expect(await source.answer(job(throwing), signal)).toEqual({
      kind: 'failed',
      error: 'parser bug',
    });
  });

  it('should count the prompts that differ from the recorded ones', async () => {
    const source = createReplaySource(
      recording([{ task: 't1', sample: 0, text: call, promptSha256: 'not-this-prompt' }]),
    );
    await source.answer(job(), signal);
    expect(source.changedPrompts).toBe(1);
  });
});
