import { jsonSchema, type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { Json } from './workload-case';

/** A tool that ran, with the input it was given (already checked against its schema). */
export interface ToolRun {
  tool: string;
  input: Json;
}

/**
 * The two tools of the scripted agent, as apps write them: one with a zod schema, one with a plain
 * JSON Schema. Every execution is recorded in `runs`.
 */
export function scriptedTools(runs: ToolRun[]): ToolSet {
  return {
    get_weather: tool({
      description: 'Forecast for a city for the next days',
      inputSchema: z.object({ city: z.string(), days: z.number().int() }),
      execute: async (input) => {
        runs.push({ tool: 'get_weather', input });
        return { city: input.city, forecast: ['sunny', 'rain'].slice(0, input.days) };
      },
    }),
    save_note: tool({
      description: 'Save a note with a title, a body and tags',
      inputSchema: jsonSchema<{ title: string; body: string; tags: string[] }>({
        type: 'object',
        properties: {
          title: { type: 'string' },
          body: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['title', 'body', 'tags'],
      }),
      execute: async (input) => {
        runs.push({ tool: 'save_note', input });
        return { saved: input.title, characters: [...input.body].length };
      },
    }),
  };
}
