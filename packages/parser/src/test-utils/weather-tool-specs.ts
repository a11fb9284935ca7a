import { z } from 'zod';

/** What a weather tool was called with. */
export interface WeatherToolRun {
  tool: string;
  input: unknown;
}

const weatherInput = z.object({ city: z.string(), days: z.number().optional() });
const timeInput = z.object({ zone: z.string() });

/**
 * The weather tools' definitions, shared by the AI SDK 7 and AI SDK 6 suites: each suite wraps them
 * with its own SDK line's `tool()`. Every execution is recorded in `executed`.
 */
export function weatherToolSpecs(executed: WeatherToolRun[]) {
  return {
    get_weather: {
      description: 'Current weather in a city',
      inputSchema: weatherInput,
      execute: async (input: z.infer<typeof weatherInput>) => {
        executed.push({ tool: 'get_weather', input });
        return { city: input.city, weather: 'sunny' };
      },
    },
    get_time: {
      description: 'Current time in a time zone',
      inputSchema: timeInput,
      execute: async (input: z.infer<typeof timeInput>) => {
        executed.push({ tool: 'get_time', input });
        return `12:00 in ${input.zone}`;
      },
    },
  };
}
