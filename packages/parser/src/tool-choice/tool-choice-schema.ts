import { type FunctionTool, forcedCallSchema, type JSONSchema } from '@tool/protocols';

/**
 * The JSON Schema of the answer to a forced tool choice: one object naming a tool and giving its
 * arguments, `{"name": …, "arguments": {…}}`. With several tools it is an `anyOf` of one such
 * object per tool, so a server with structured outputs pairs each name with its own arguments.
 * The grammar compiler of `@tool/protocols` owns it (`forcedCallSchema`), so that the schema sent
 * as `response_format` and the grammars of `constrain` are one.
 */
export function toolChoiceSchema(tools: ReadonlyArray<FunctionTool>): JSONSchema {
  return forcedCallSchema(tools);
}
