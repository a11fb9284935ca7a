// The tools the examples share. They really execute: weather is deterministic fake data.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { tool } from 'ai';
import { z } from 'zod';

/** Current weather for a city (fake, deterministic). */
export const getWeather = tool({
  description: 'Get the current weather for a city.',
  inputSchema: z.object({ city: z.string().describe('City name, e.g. "Seoul"') }),
  execute: async ({ city }) => {
    if (city === 'Seoul') return { city, temperatureC: 21, condition: 'sunny' };
    let hash = 0;
    for (const char of city) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    return {
      city,
      temperatureC: (hash % 30) - 2,
      condition: ['sunny', 'cloudy', 'rainy'][hash % 3],
    };
  },
});

/** Celsius to Fahrenheit. */
export const convertTemperature = tool({
  description: 'Convert a temperature from Celsius to Fahrenheit.',
  inputSchema: z.object({ celsius: z.number() }),
  execute: async ({ celsius }) => ({ celsius, fahrenheit: (celsius * 9) / 5 + 32 }),
});

/** Writes a file into a fresh temporary folder (only the file name of `path` is kept). */
export const writeFileTool = tool({
  description: 'Write a text file and return where it went and how many bytes it has.',
  inputSchema: z.object({ path: z.string(), content: z.string() }),
  execute: async ({ path, content }) => {
    const target = join(await mkdtemp(join(tmpdir(), 'tool-example-')), basename(path));
    await writeFile(target, content, 'utf8');
    return { path: target, bytes: Buffer.byteLength(content, 'utf8') };
  },
});
