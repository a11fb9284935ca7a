import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EvalTask } from '../tasks/eval-task';
import { outputKey, readRecording } from './read-recording';
import { RECORDING_FORMAT, RECORDING_VERSION, type RecordingManifest } from './recording-format';
import { createRecording } from './write-recording';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tool-eval-recording-'));
  dirs.push(dir);
  return dir;
};

const task: EvalTask = {
  id: 't1',
  category: 'simple',
  tools: [{ name: 'f', inputSchema: { type: 'object' } }],
  messages: [{ role: 'user', content: 'Go.' }],
  expected: [{ name: 'f', arguments: {} }],
};
const manifest: Omit<RecordingManifest, 'status'> = {
  format: RECORDING_FORMAT,
  version: RECORDING_VERSION,
  model: 'm',
  baseUrl: 'http://127.0.0.1:1/v1',
  presets: ['hermes'],
  samples: 1,
  tasks: 'built-in',
  taskCount: 1,
  startedAt: '2026-01-01T00:00:00.000Z',
};

describe('recordings', () => {
  it('should write answers as they come and read them back', () => {
    const dir = join(temp(), 'new');
    const writer = createRecording(dir, manifest, [task]);
    expect(JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')).status).toBe('running');
    writer.append('hermes', {
      task: 't1',
      sample: 0,
      text: '<tool_call>…',
      finishReason: 'stop',
      latencyMs: 5,
      promptSha256: 'abc',
    });
    writer.append('hermes', { task: 't1', sample: 1, error: 'HTTP 500' });
    writer.finish('complete');
    const recording = readRecording(dir);
    expect(recording.manifest).toMatchObject({ ...manifest, status: 'complete' });
    expect(recording.tasks).toEqual([task]);
    expect(recording.outputs.get('hermes')?.get(outputKey('t1', 0))).toEqual({
      task: 't1',
      sample: 0,
      text: '<tool_call>…',
      finishReason: 'stop',
      latencyMs: 5,
      promptSha256: 'abc',
    });
    expect(recording.outputs.get('hermes')?.get(outputKey('t1', 1))).toEqual({
      task: 't1',
      sample: 1,
      error: 'HTTP 500',
    });
  });

  it('should refuse a folder that already holds files', () => {
    const dir = temp();
    writeFileSync(join(dir, 'x'), '');
    expect(() => createRecording(dir, manifest, [task])).toThrow(/is not empty/);
  });

  it('should say which line of an output file is broken', () => {
    const dir = join(temp(), 'rec');
    createRecording(dir, manifest, [task]).append('hermes', { task: 't1', sample: 0, text: 'ok' });
    appendFileSync(join(dir, 'outputs', 'hermes.jsonl'), '{"task": "t1", "sam');
    expect(() => readRecording(dir)).toThrow(/hermes\.jsonl:2: not valid JSON .*delete the line/);
  });

  it('should refuse a folder that is not a recording, or another version', () => {
    const dir = temp();
    expect(() => readRecording(dir)).toThrow(/holds no run\.json/);
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ ...manifest, version: 9 }));
    expect(() => readRecording(dir)).toThrow(/version 9 recording; this tool-eval reads version 1/);
  });
});
