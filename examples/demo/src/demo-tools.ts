import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { tool } from 'ai';
import { z } from 'zod';
import { calculate } from './calculate';
import { fakeForecast } from './fake-forecast';

/**
 * The input schemas of the demo's tools, apart from the tools so that the replay server's writer
 * can be checked against them without tools that run.
 */
export const DEMO_TOOL_INPUTS = {
  get_weather: z.object({
    city: z.string().describe('City name, e.g. "Seoul"'),
    unit: z.enum(['celsius', 'fahrenheit']).optional().describe('Temperature unit'),
  }),
  calculate: z.object({
    expression: z.string().describe('e.g. "(21 + 18) / 2"'),
    precision: z.number().int().min(0).max(12).optional().describe('Decimal places to round to'),
  }),
  write_file: z.object({
    path: z.string().describe('Relative path, e.g. "report.md"'),
    content: z.string().describe('The whole file content'),
  }),
};

/**
 * The demo's three tools. They really run: `get_weather` returns deterministic fake data,
 * `calculate` evaluates arithmetic safely, `write_file` writes into `outputDir` (and nowhere
 * else) and reports the path and byte count.
 *
 * @param outputDir - A fresh temporary folder for `write_file`.
 */
export function createDemoTools(outputDir: string) {
  return {
    get_weather: tool({
      description: 'Get the current weather for a city.',
      inputSchema: DEMO_TOOL_INPUTS.get_weather,
      execute: async ({ city, unit }) => fakeForecast(city, unit),
    }),
    calculate: tool({
      description: 'Evaluate an arithmetic expression: numbers, + - * / ^ and parentheses.',
      inputSchema: DEMO_TOOL_INPUTS.calculate,
      execute: async ({ expression, precision }) => {
        const value = calculate(expression);
        return {
          expression,
          value: precision === undefined ? value : Number(value.toFixed(precision)),
        };
      },
    }),
    write_file: tool({
      description: 'Write a text file into the working folder and return its path and size.',
      inputSchema: DEMO_TOOL_INPUTS.write_file,
      execute: async ({ path, content }) => {
        const target = resolve(outputDir, path);
        const inside = relative(outputDir, target);
        if (inside.startsWith('..') || isAbsolute(inside) || inside === '') {
          throw new Error(`write_file only writes inside ${outputDir}; got "${path}".`);
        }
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content, 'utf8');
        return { path: target, bytes: Buffer.byteLength(content, 'utf8') };
      },
    }),
  };
}
