import type { FunctionTool } from '../types';

/** The tools every conformance fixture uses. */
export const testTools: FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'Current weather in a city',
    inputSchema: {
      type: 'object',
      properties: {
        city: { type: 'string' },
        days: { type: 'integer' },
        unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      },
      required: ['city'],
    },
  },
  {
    type: 'function',
    name: 'write_file',
    description: 'Write a file',
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    },
  },
  { type: 'function', name: 'get_time', inputSchema: { type: 'object', properties: {} } },
  {
    type: 'function',
    name: 'search.web-v2',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        limit: { type: 'number' },
        exact: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        filters: {
          type: 'object',
          properties: { site: { type: 'string' }, year: { type: 'integer' } },
        },
      },
      required: ['query'],
    },
  },
];
