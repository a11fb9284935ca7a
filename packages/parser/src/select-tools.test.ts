import { describe, expect, it } from 'vitest';
import type { CallTool, ToolChoice } from './core-types';
import { selectTools } from './select-tools';
import { ToolMiddlewareError } from './tool-middleware-error';

const weather: CallTool = {
  type: 'function',
  name: 'get_weather',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
};
const search: CallTool = { type: 'provider', id: 'acme.web_search', name: 'web_search', args: {} };

describe('selectTools', () => {
  it('should keep function tools and warn about each provider-defined tool', () => {
    const selected = selectTools([weather, search], undefined);
    expect(selected.tools.map((tool) => tool.name)).toEqual(['get_weather']);
    expect(selected.toolChoice).toEqual({ type: 'auto' });
    expect(selected.warnings).toEqual([
      {
        type: 'unsupported',
        feature: 'provider-defined tool "web_search" (acme.web_search)',
        details:
          'Tools parsed from text can only be function tools; this provider-defined tool was left out of the prompt.',
      },
    ]);
  });

  it('should keep a tool named __proto__ as an own schema entry', () => {
    const proto: CallTool = {
      type: 'function',
      name: '__proto__',
      inputSchema: { type: 'object' },
    };
    const selected = selectTools([proto], undefined);
    expect(Object.hasOwn(selected.schemas, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(selected.schemas)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it.each<{ name: string; tools: CallTool[]; choice?: ToolChoice; code: string; message: RegExp }>([
    {
      name: 'a tool without a schema',
      tools: [{ type: 'function', name: 'bare' }],
      code: 'TOOL_WITHOUT_SCHEMA',
      message: /The tool "bare" has no inputSchema\. Give every tool an input schema/,
    },
    {
      name: 'required without tools',
      tools: [search],
      choice: { type: 'required' },
      code: 'REQUIRED_WITHOUT_TOOLS',
      message: /toolChoice 'required' was given, but the call has no function tools/,
    },
    {
      name: 'a tool choice naming an unknown tool',
      tools: [weather],
      choice: { type: 'tool', toolName: 'get_time' },
      code: 'UNKNOWN_TOOL_CHOICE',
      message: /toolChoice names "get_time", which is not one of the call's tools \(get_weather\)/,
    },
    {
      name: 'a tool choice naming a provider-defined tool',
      tools: [weather, search],
      choice: { type: 'tool', toolName: 'web_search' },
      code: 'PROVIDER_TOOL_CHOICE',
      message: /"web_search", a provider-defined tool \(acme\.web_search\)/,
    },
  ])('should fail fast on $name', ({ tools, choice, code, message }) => {
    let thrown: unknown;
    try {
      selectTools(tools, choice);
    } catch (error) {
      thrown = error;
    }
    expect(ToolMiddlewareError.isInstance(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code, name: 'ToolMiddlewareError' });
    expect((thrown as Error).message).toMatch(message);
  });
});
