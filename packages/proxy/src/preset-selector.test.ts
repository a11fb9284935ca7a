import { describe, expect, it } from 'vitest';
import { createPresetSelector } from './preset-selector';

describe('createPresetSelector', () => {
  it('should pick the preset from the model id with auto, Hermes for ids it does not know', () => {
    const select = createPresetSelector('auto');
    expect(select('Qwen/Qwen3-Coder-30B-A3B-Instruct').preset).toBe('qwen3-coder');
    expect(select('llama3.2:3b').preset).toBe('pythonic');
    expect(select('gemma3:27b').preset).toBe('gemma');
    expect(select('my-fine-tune').preset).toBe('hermes');
  });

  it('should make one middleware per preset and share it between model ids', () => {
    const select = createPresetSelector('auto');
    expect(select('qwen3:8b').middleware).toBe(select('Qwen/Qwen3-32B').middleware);
    expect(select('qwen3:8b').middleware).not.toBe(select('gemma3:4b').middleware);
  });

  it('should use the named preset whatever the model id', () => {
    const select = createPresetSelector('xml');
    expect(select('qwen3-coder:30b')).toMatchObject({ preset: 'xml' });
    expect(select('gemma3:27b').middleware).toBe(select('anything').middleware);
  });
});
