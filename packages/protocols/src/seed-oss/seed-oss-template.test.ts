import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../engine/tool-registry';
import { arbitraryForSchema } from '../test-utils/arbitrary-for-schema';
import { assistantWithCalls } from '../test-utils/assistant-with-calls';
import {
  renderSharedTemplate,
  sharedTemplateUnavailable,
} from '../test-utils/jinja2/render-shared-template';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import { seedOssProtocol } from './seed-oss-protocol';

/** Seed-OSS's own chat template, rendered by Jinja2, against the protocol. */
const TEMPLATE = 'ByteDance-Seed-OSS.jinja';
const unavailable = sharedTemplateUnavailable(TEMPLATE);
const protocol = seedOssProtocol();
const tools = testTools;

const callArb = fc.oneof(
  ...tools.map((tool) =>
    arbitraryForSchema(new ToolRegistry([tool]).get(tool.name)?.schema).map((input) => ({
      toolName: tool.name,
      input: input as Record<string, unknown>,
    })),
  ),
);

// The suite renders while it is collected, so it is declared only where it can run.
if (unavailable === undefined) {
  describe(`seed-oss against ${TEMPLATE}`, () => {
    const samples = fc.sample(fc.array(callArb, { minLength: 1, maxLength: 3 }), {
      numRuns: 60,
      seed: 27,
    });
    const renders = renderSharedTemplate(
      TEMPLATE,
      samples.map((calls) => ({
        bos_token: '<seed:bos>',
        eos_token: '<seed:eos>',
        tools: tools.map((tool) => ({
          type: 'function',
          function: {
            name: tool.name,
            description: tool.description,
            parameters: tool.inputSchema,
          },
        })),
        messages: [
          { role: 'user', content: 'Go.' },
          assistantWithCalls(calls, { reasoning_content: 'Thinking it over.' }),
        ],
      })),
    );

    /** The assistant turn the model wrote: from its thinking to the last call block. */
    const turn = (render: string) =>
      render.slice(
        render.lastIndexOf('<seed:think>'),
        render.lastIndexOf('</seed:tool_call>') + 17,
      );

    it('should read back every call the template renders, with its thinking as reasoning', () => {
      samples.forEach((calls, index) => {
        const parts = protocol.parseGeneratedText({ text: turn(renders[index] as string), tools });
        const { calls: parsed, text } = summarizeContent(parts);
        expect(parsed.map((c) => ({ toolName: c.toolName, input: JSON.parse(c.input) }))).toEqual(
          calls,
        );
        expect(text.trim()).toBe('');
        expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({
          text: 'Thinking it over.',
        });
      });
    });

    it('should write calls into the history as the template does', () => {
      samples.forEach((calls, index) => {
        const render = renders[index] as string;
        const rendered = render.slice(
          render.indexOf('<seed:tool_call>', render.lastIndexOf('<seed:think>')),
          render.lastIndexOf('</seed:tool_call>') + 17,
        );
        expect(calls.map((call) => protocol.formatToolCall(call)).join('\n')).toBe(rendered);
      });
    });
  });
} else {
  describe(`seed-oss against ${TEMPLATE}`, () => {
    it.skip(`is skipped: ${unavailable}`, () => {});
  });
}
