import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FunctionTool,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { convertReadableStreamToArray } from 'ai/test';

/** JSON Schema function tools, as the model receives them. */
export const functionTools: LanguageModelV4FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'Current weather in a city',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'number' } },
      required: ['city'],
    },
  },
  {
    type: 'function',
    name: 'get_time',
    inputSchema: { type: 'object', properties: { zone: { type: 'string' } } },
  },
];

/** Call options for a direct `doGenerate` / `doStream` on a wrapped model. */
export function callParams(
  overrides: Partial<LanguageModelV4CallOptions> = {},
): LanguageModelV4CallOptions {
  return {
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'Weather in Seoul?' }] }],
    tools: functionTools,
    toolChoice: { type: 'auto' },
    ...overrides,
  };
}

/** All parts of a stream. */
export function readAll(stream: ReadableStream<LanguageModelV4StreamPart>) {
  return convertReadableStreamToArray(stream);
}

/** The parts of a stream without ids that vary between runs, keeping their order and types. */
export function partTypes(parts: ReadonlyArray<{ type: string }>): string[] {
  return parts.map((part) => part.type);
}
