import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest } from '../chat-types';
import { formatCall, PRESETS } from '../format-call';
import { MALFORMED_CALLS } from './malformed-script';
import { retryScript } from './retry-script';

const after = (turns: number): ChatCompletionRequest => ({
  model: 'm',
  messages: [
    { role: 'user', content: 'q' },
    ...Array.from({ length: turns }, () => ({ role: 'assistant', content: 'a' })),
  ],
});

describe('retryScript', () => {
  it.each(PRESETS)('should botch a call, write it again, then answer (%s)', (preset) => {
    const play = retryScript(preset, 'brokenCall', 'final');
    expect(play(after(0), { index: 0 })).toContain(MALFORMED_CALLS[preset].brokenCall);
    expect(play(after(1), { index: 1 })).toContain(
      formatCall(preset, 'get_weather', { city: 'Busan' }),
    );
    expect(play(after(2), { index: 2 })).toBe('final');
  });

  it('should retry an unknown tool with the declared one, for the same city', () => {
    const play = retryScript('hermes', 'unknownTool');
    expect(play(after(0), { index: 0 })).toContain('get_wether');
    expect(play(after(1), { index: 1 })).toContain(
      formatCall('hermes', 'get_weather', { city: 'Seoul' }),
    );
  });
});
