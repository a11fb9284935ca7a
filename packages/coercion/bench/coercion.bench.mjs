// Per-call cost of schema coercion on tool-call-sized arguments (`pnpm bench coercion`), with
// JSON.parse of the same text as the reference.
import { coerceBySchema, fixToolCallWithSchema } from '@tool/coercion';
import { fmt, measureMicros } from '../../../scripts/bench/harness.mjs';

// A typical tool schema, shaped as the AI SDK sends zod v4 output (draft-07, closed objects).
const SCHEMA = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    days: { type: 'integer' },
    ratio: { type: ['number', 'null'] },
    verbose: { type: 'boolean' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    tags: { type: 'array', items: { type: 'string' } },
    window: {
      type: 'object',
      properties: { from: { type: 'integer' }, to: { type: 'integer' } },
      required: ['from', 'to'],
      additionalProperties: false,
    },
    hours: { type: 'array', items: { type: 'number' } },
  },
  required: ['path', 'days', 'unit'],
  additionalProperties: false,
};

// What a model writes: numbers and booleans quoted, a list as text, an object as JSON text.
const LOOSE = {
  path: '/var/log/app.log',
  days: '3',
  ratio: '0.25',
  verbose: 'true',
  unit: ' celsius ',
  tags: 'error, warn',
  window: '{"from": "8", "to": "17"}',
  hours: ['6', '12', '18'],
};
const LOOSE_TEXT = JSON.stringify(LOOSE);
// The same arguments already typed: what coercion costs when there is nothing to fix.
const TYPED = coerceBySchema(LOOSE, SCHEMA);
const TYPED_TEXT = JSON.stringify(TYPED);
const RELAXED_TEXT =
  "{'path': '/var/log/app.log', 'days': '3', 'verbose': True, 'unit': 'celsius', 'tags': 'error, warn',}";

const TOOLS = [{ name: 'read_log', inputSchema: SCHEMA }];
const part = (input) => ({ type: 'tool-call', toolCallId: 'call_1', toolName: 'read_log', input });

export default async function bench({ quick }) {
  const calls = quick ? 5_000 : 50_000;
  const time = (fn) => measureMicros(fn, { calls });
  const reference = time(() => JSON.parse(LOOSE_TEXT));
  const cases = [
    ['JSON.parse (reference)', LOOSE_TEXT, reference],
    ['coerceBySchema, loose object', LOOSE_TEXT, time(() => coerceBySchema(LOOSE, SCHEMA))],
    ['coerceBySchema, already typed', TYPED_TEXT, time(() => coerceBySchema(TYPED, SCHEMA))],
    [
      'fixToolCallWithSchema, loose JSON text',
      LOOSE_TEXT,
      time(() => fixToolCallWithSchema(part(LOOSE_TEXT), TOOLS)),
    ],
    [
      'fixToolCallWithSchema, typed JSON text',
      TYPED_TEXT,
      time(() => fixToolCallWithSchema(part(TYPED_TEXT), TOOLS)),
    ],
    [
      'fixToolCallWithSchema, Python-style text',
      RELAXED_TEXT,
      time(() => fixToolCallWithSchema(part(RELAXED_TEXT), TOOLS)),
    ],
  ];
  return [
    {
      title: '@tool/coercion: µs per call on a tool-call argument object (8 properties)',
      columns: ['operation', 'input bytes', 'µs / call', '× JSON.parse'],
      rows: cases.map(([name, text, us]) => [
        name,
        text.length,
        fmt.us(us),
        fmt.ratio(us / reference),
      ]),
      notes: [
        'JSON.parse parses the loose JSON text only (no coercion); the coerceBySchema rows start',
        'from the parsed object; the fixToolCallWithSchema rows parse with RJSON, coerce and',
        're-encode with JSON.stringify.',
      ],
    },
  ];
}
