import { z } from 'zod';
import { DEMO_EXPRESSION, DEMO_FORECASTS } from '../../../test-server/src/index';

/** One execution of a tool: its name and the input it received, already validated by zod. */
export interface ToolRun {
  toolName: string;
  input: unknown;
}

const weatherInput = z.object({
  city: z.string(),
  unit: z.enum(['celsius', 'fahrenheit']).optional(),
});
const calculateInput = z.object({
  expression: z.string(),
  precision: z.number().int().optional(),
});
const writeFileInput = z.object({ path: z.string(), content: z.string() });

/**
 * The demo scenario's tool definitions, executing for real and recording each run in `runs`. Each
 * SDK line's harness wraps them with its own `tool()`.
 */
export function demoToolSpecs(runs: ToolRun[]) {
  return {
    get_weather: {
      description: 'Get the current weather for a city.',
      inputSchema: weatherInput,
      execute: async (input: z.infer<typeof weatherInput>) => {
        runs.push({ toolName: 'get_weather', input });
        const known = DEMO_FORECASTS[input.city as keyof typeof DEMO_FORECASTS];
        return known ?? { city: input.city, temperature: 0, unit: 'celsius', condition: 'unknown' };
      },
    },
    calculate: {
      description: 'Evaluate an arithmetic expression.',
      inputSchema: calculateInput,
      execute: async (input: z.infer<typeof calculateInput>) => {
        runs.push({ toolName: 'calculate', input });
        return { expression: input.expression, value: DEMO_EXPRESSION.value };
      },
    },
    write_file: {
      description: 'Write a text file.',
      inputSchema: writeFileInput,
      execute: async (input: z.infer<typeof writeFileInput>) => {
        runs.push({ toolName: 'write_file', input });
        return { path: `/tmp/replay/${input.path}`, bytes: Buffer.byteLength(input.content) };
      },
    },
  };
}
