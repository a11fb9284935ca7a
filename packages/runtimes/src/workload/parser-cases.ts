import { RJSON, RJSONParseError, type RJSONRepairCode } from '@tool/rjson';
import { RXML, RXMLDuplicateStringTagError } from '@tool/rxml';
import type { Json, WorkloadCase } from './workload-case';

/** `RJSON.parse` with the codes of the repairs it reported, in order. */
function parseRepaired(text: string): Json {
  const repairs: RJSONRepairCode[] = [];
  const value = RJSON.parse(text, { onRepair: (repair) => repairs.push(repair.code) }) as Json;
  return { value, repairs };
}

/** What a call returned, or the typed error it threw as data (`ofClass`: `instanceof` the class). */
function thrown(run: () => unknown, isInstance: (error: unknown) => boolean): Json {
  try {
    return { returned: run() as Json };
  } catch (error) {
    if (!(error instanceof Error)) return { thrownNonError: String(error) };
    const { code, position } = error as Error & { code?: string; position?: number };
    return {
      name: error.name,
      ofClass: isInstance(error),
      code: code ?? null,
      position: position ?? null,
    };
  }
}

const fileSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    content: { type: 'string' },
    mode: { type: 'integer' },
    overwrite: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
  },
};

/** RJSON and RXML used on their own, without the AI SDK. */
export const parserCases: WorkloadCase[] = [
  {
    name: 'RJSON.parse: JSON5 and a repaired model output',
    run: async () =>
      parseRepaired(
        "```json\n{name: 'get_weather', arguments: {city: “Seoul”, days: 3, metric: True,},}\n```",
      ),
    expected: {
      value: { name: 'get_weather', arguments: { city: 'Seoul', days: 3, metric: true } },
      repairs: ['MARKDOWN_FENCE', 'SMART_QUOTES', 'PYTHON_LITERAL'],
    },
  },
  {
    name: 'RJSON.parse: missing commas and a cut-off close',
    run: async () => parseRepaired('{"city": "Seoul"\n"tags": ["a" "b"]'),
    expected: {
      value: { city: 'Seoul', tags: ['a', 'b'] },
      repairs: ['MISSING_COMMA', 'MISSING_COMMA', 'UNCLOSED_CONTAINER'],
    },
  },
  {
    name: 'RJSON.parse: prose is a typed error; RJSON.stringify writes standard JSON',
    run: async () => ({
      prose: thrown(
        () => RJSON.parse('I cannot help with that.'),
        (error) => error instanceof RJSONParseError,
      ),
      stringify: RJSON.stringify({ a: [1, Number.NaN], b: '☔' }),
    }),
    expected: {
      prose: { name: 'RJSONParseError', ofClass: true, code: 'NO_JSON', position: 0 },
      stringify: '{"a":[1,null],"b":"☔"}',
    },
  },
  {
    name: 'RXML.parse: arguments typed by the schema',
    run: async () =>
      RXML.parse(
        '<path>a.html</path><content><p>Tom & Jerry</p></content><mode>0644</mode>' +
          '<overwrite> true </overwrite><tags><item>web</item><item>draft</item></tags>',
        fileSchema,
      ) as Json,
    expected: {
      path: 'a.html',
      content: '<p>Tom & Jerry</p>',
      mode: 644,
      overwrite: true,
      tags: ['web', 'draft'],
    },
  },
  {
    name: 'RXML.parse: malformed markup repaired, and without a schema',
    run: async () => ({
      repaired: RXML.parse(
        // A spaced close tag, raw `<` and `&`, a forgotten close before a sibling, a doubled
        // close, a list left open at the end.
        '<path>a.ts</ path ><content>if (a < b && c) {}</content><mode>7' +
          '<overwrite>true</overwrite></overwrite><tags><item>x</item>',
        fileSchema,
      ) as Json,
      schemaless: RXML.parse('<a>3</a><b>02134</b><c>true</c>', undefined) as Json,
      duplicate: thrown(
        () => RXML.parse('<path>a</path><path>b</path>', fileSchema),
        (error) => error instanceof RXMLDuplicateStringTagError,
      ),
    }),
    expected: {
      repaired: {
        path: 'a.ts',
        content: 'if (a < b && c) {}',
        mode: 7,
        overwrite: true,
        tags: ['x'],
      },
      schemaless: { a: 3, b: '02134', c: 'true' },
      duplicate: {
        name: 'RXMLDuplicateStringTagError',
        ofClass: true,
        code: 'DUPLICATE_STRING_TAG',
        position: 14,
      },
    },
  },
];
