import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { ToolRegistry } from '../engine/tool-registry';
import {
  renderSharedTemplate,
  sharedTemplateUnavailable,
} from '../test-utils/jinja2/render-shared-template';
import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { jsonTagsProtocol } from './json-tags-protocol';

// What each model's real chat template writes for a past call, read back by its preset's
// protocol (Granite 3.3's template writes only the message text, not its calls: nothing to check).
describeTemplateRoundTrip({
  template: 'CohereForAI-c4ai-command-r7b-12-2024-tool_use.jinja',
  protocol: jsonTagsProtocol('cohere'),
});
describeTemplateRoundTrip({
  template: 'CohereForAI-c4ai-command-r-plus-tool_use.jinja',
  protocol: jsonTagsProtocol('command-r-plus'),
});
describeTemplateRoundTrip({
  template: 'fireworks-ai-llama-3-firefunction-v2.jinja',
  protocol: jsonTagsProtocol('functools'),
  variables: { functions: '[]', datetime: '2026-01-01' },
});
for (const template of ['unsloth-Apriel-1.5.jinja', 'Apriel-1.6-15b-Thinker-fixed.jinja']) {
  describeTemplateRoundTrip({ template, protocol: jsonTagsProtocol('apriel') });
}
// GigaChat renders the first call of a message only.
for (const template of ['GigaChat3-10B-A1.8B.jinja', 'GigaChat3.1-10B-A1.8B.jinja']) {
  describeTemplateRoundTrip({ template, protocol: jsonTagsProtocol('gigachat'), maxCalls: 1 });
}

describe('Apriel 1.6 generation prompt', () => {
  const template = 'Apriel-1.6-15b-Thinker-fixed.jinja';
  it.skipIf(sharedTemplateUnavailable(template) !== undefined)(
    'should end with the opener of the reasoning block the apriel protocol reads (so the output starts inside it)',
    () => {
      const [rendered] = renderSharedTemplate(template, [
        {
          bos_token: '<s>',
          eos_token: '</s>',
          messages: [{ role: 'user', content: 'Hi' }],
          add_generation_prompt: true,
        },
      ]);
      const format = getProtocolFormat(jsonTagsProtocol('apriel'))?.(new ToolRegistry([]));
      const open = format?.reasoningBlocks?.[0]?.open ?? '';
      expect(open.length).toBeGreaterThan(0);
      expect(rendered?.trimEnd().endsWith(open)).toBe(true);
    },
  );
});
