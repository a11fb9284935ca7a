import type { FunctionTool, JSONSchema } from '../types';
import { GrammarRules } from './grammar-rules';
import { JsonSchemaGrammar } from './json-schema-grammar';

/**
 * The JSON Schema of the answer to a forced tool choice: one object naming a tool and giving its
 * arguments, `{"name": …, "arguments": {…}}`; with several tools an `anyOf` of one such object per
 * tool, so a server with structured outputs pairs each name with its own arguments.
 */
export function forcedCallSchema(tools: ReadonlyArray<FunctionTool>): JSONSchema {
  const calls = tools.map(
    (tool): JSONSchema => ({
      type: 'object',
      properties: {
        name: { type: 'string', const: tool.name },
        arguments: tool.inputSchema as JSONSchema,
      },
      required: ['name', 'arguments'],
      additionalProperties: false,
    }),
  );
  if (calls.length === 1) return calls[0] as JSONSchema;
  return { type: 'object', anyOf: calls };
}

/** The eager GBNF grammar of {@link forcedCallSchema}: the whole answer is that one object. */
export function forcedCallGbnf(tools: ReadonlyArray<FunctionTool>): string {
  const rules = new GrammarRules();
  const json = new JsonSchemaGrammar(rules);
  const ws = json.base('ws');
  const call = json.value(forcedCallSchema(tools), 'forced-call');
  return rules.render(`${ws} ${call} ${ws}`);
}
