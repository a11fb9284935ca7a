import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../engine/tool-registry';
import { toolSchema } from '../format/tool-schema';
import type { FunctionTool, ToolCallProtocol } from '../types';
import { arbitraryForSchema } from './arbitrary-for-schema';
import { renderSharedTemplate, sharedTemplateUnavailable } from './jinja2/render-shared-template';
import { summarizeContent } from './stream-helpers';
import { testTools } from './tools';

export interface TemplateRoundTrip {
  /** File name in `shared/templates/`. */
  template: string;
  protocol: ToolCallProtocol;
  /** Calls per assistant message (templates that render only the first call: 1). */
  maxCalls?: number;
  /** The template expects `arguments` as a JSON string (OpenAI's wire shape). */
  argumentsAsString?: boolean;
  /** More template variables (`functions`, `enable_thinking`, …). */
  variables?: Record<string, unknown>;
  tools?: FunctionTool[];
  /** Random conversations rendered (default 25). */
  runs?: number;
  /**
   * Whether the template can write this string argument as it is (LFM2's writes strings between
   * single quotes without escaping anything, so a quote or a backslash cannot survive).
   */
  representable?: (text: string) => boolean;
}

/**
 * The conformance tools, `search.web-v2` renamed to a name every format can spell (pythonic
 * calls need an identifier): numbers, booleans, lists and a nested object among the arguments.
 */
const templateTools: FunctionTool[] = testTools.map((tool) =>
  tool.name === 'search.web-v2' ? { ...tool, name: 'search_web' } : tool,
);

/** Marks where the assistant turn begins in a render: everything after it is the model's. */
const USER_TEXT = 'QQ_USER_TURN_QQ';

interface RandomCall {
  toolName: string;
  input: unknown;
}

/**
 * Renders assistant messages with random tool calls through a model's real chat template and
 * checks that the protocol reads back exactly those calls from what the template wrote — the
 * text the model was trained to write. Skips with the reason when the template cannot be
 * rendered here (see {@link sharedTemplateUnavailable}).
 */
export function describeTemplateRoundTrip(setup: TemplateRoundTrip): void {
  const tools = setup.tools ?? templateTools;
  const registry = new ToolRegistry(tools);
  const callArb = fc.oneof(
    ...tools.map((tool) =>
      arbitraryForSchema(registry.get(tool.name)?.schema).map(
        (input): RandomCall => ({ toolName: tool.name, input }),
      ),
    ),
  );
  const samples = fc
    .sample(fc.array(callArb, { minLength: 1, maxLength: setup.maxCalls ?? 3 }), {
      numRuns: setup.runs ?? 25,
      seed: 27,
    })
    // Python cannot write a lone surrogate to its UTF-8 output (JSON.stringify escapes them).
    .filter((calls) => !/\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(calls)))
    .filter(
      (calls) => setup.representable === undefined || everyString(calls, setup.representable),
    );
  const unavailable = sharedTemplateUnavailable(setup.template);
  if (unavailable !== undefined) {
    describe(`${setup.template} round trip`, () => {
      it.skip(`skipped: ${unavailable}`, () => {});
    });
    return;
  }
  const rendered = renderSharedTemplate(
    setup.template,
    samples.map((calls) => ({
      bos_token: '<s>',
      eos_token: '</s>',
      messages: [
        { role: 'user', content: USER_TEXT },
        {
          role: 'assistant',
          content: '',
          tool_calls: calls.map((call, index) => ({
            id: `call_${index}`,
            type: 'function',
            function: {
              name: call.toolName,
              arguments: setup.argumentsAsString ? JSON.stringify(call.input) : call.input,
            },
          })),
        },
      ],
      tools: tools.map(templateTool),
      add_generation_prompt: false,
      ...setup.variables,
    })),
  );

  describe(`${setup.template} round trip`, () => {
    it.each(samples.map((calls, index) => [index, calls, rendered[index] as string] as const))(
      'should read back the calls the template wrote (#%i)',
      (_index, calls, text) => {
        const turn = text.slice(text.lastIndexOf(USER_TEXT) + USER_TEXT.length);
        const result = summarizeContent(setup.protocol.parseGeneratedText({ text: turn, tools }));
        expect(
          result.calls.map((call) => ({ toolName: call.toolName, input: JSON.parse(call.input) })),
        ).toEqual(calls);
      },
    );
  });
}

/** Whether every string inside `value` passes `test`. */
function everyString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every((item) => everyString(item, test));
}

/**
 * A tool as templates take it, every argument described and every object's value type given
 * (Command R+ prints its tools as Python signatures with docstrings).
 */
function templateTool(tool: FunctionTool) {
  const schema = toolSchema(tool).schema as { properties?: Record<string, object> };
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      {
        description: `The ${key}.`,
        ...('type' in value && value.type === 'object' ? { additionalProperties: {} } : {}),
        ...value,
      },
    ]),
  );
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description ?? tool.name,
      parameters: { ...schema, properties, required: [] },
    },
  };
}
