import { type ToolSet, tool } from 'ai-v6';
import { z } from 'zod';

/** AI SDK 6 tools that execute, with a record of what they were called with. */
export function weatherToolsV6(): {
  tools: ToolSet;
  executed: Array<{ tool: string; input: unknown }>;
} {
  const executed: Array<{ tool: string; input: unknown }> = [];
  const tools: ToolSet = {
    get_weather: tool({
      description: 'Current weather in a city',
      inputSchema: z.object({ city: z.string(), days: z.number().optional() }),
      execute: async (input) => {
        executed.push({ tool: 'get_weather', input });
        return { city: input.city, weather: 'sunny' };
      },
    }),
    get_time: tool({
      description: 'Current time in a time zone',
      inputSchema: z.object({ zone: z.string() }),
      execute: async (input) => {
        executed.push({ tool: 'get_time', input });
        return `12:00 in ${input.zone}`;
      },
    }),
  };
  return { tools, executed };
}
