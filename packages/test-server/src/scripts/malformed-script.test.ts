import { describe, expect, it } from 'vitest';
import { PRESETS } from '../format-call';
import { MALFORMED_CALLS, malformedScript } from './malformed-script';

describe('malformedScript', () => {
  it.each(PRESETS)(
    'should write a valid call, an unknown tool and a broken call for %s',
    (preset) => {
      const play = malformedScript(preset, 'final');
      const first = play({ model: 'm', messages: [{ role: 'user', content: 'q' }] }, { index: 0 });
      const { unknownTool, brokenCall } = MALFORMED_CALLS[preset];
      expect(first).toContain(unknownTool);
      expect(first).toContain(brokenCall);
      expect((first as string).indexOf(unknownTool)).toBeLessThan(
        (first as string).indexOf(brokenCall),
      );
      const later = play(
        {
          model: 'm',
          messages: [
            { role: 'user', content: 'q' },
            { role: 'assistant', content: 'a' },
          ],
        },
        { index: 1 },
      );
      expect(later).toBe('final');
    },
  );
});
