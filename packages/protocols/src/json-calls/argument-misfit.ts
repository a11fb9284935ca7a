import { getSchemaType } from '@tool/coercion';
import type { ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';

const EXPECTED: Record<string, string> = {
  object: 'a JSON object',
  array: 'a JSON array',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  null: 'null',
};

/** Characters of the written value quoted in the message; enough to recognize it. */
const PREVIEW = 120;

/**
 * Tells the call when an argument, after coercion, still cannot fit its schema: the schema pins
 * down a type other than string and the value is still text — coercion found no object, array,
 * number or boolean in it (typically an object-typed argument whose JSON is broken). Subtler
 * problems (ranges, enum members, required keys) are left to the AI SDK's own validation, which
 * reports them in its words.
 *
 * @param call The call the argument belongs to; told through `invalid`.
 * @param argument The argument's name, when it is a top-level one.
 * @param value The coerced value.
 * @param schema The argument's schema.
 */
export function reportArgumentMisfit(
  call: Pick<ToolCallWriter, 'toolName' | 'invalid'>,
  argument: string | undefined,
  value: unknown,
  schema: unknown,
): void {
  if (typeof value !== 'string') return;
  const type = getSchemaType(schema);
  const expected = type === undefined ? undefined : EXPECTED[type];
  if (expected === undefined) return;
  const shown = value.length > PREVIEW ? `${value.slice(0, PREVIEW)}…` : value;
  const which = argument === undefined ? 'An argument' : `The argument "${argument}"`;
  call.invalid(
    new ToolCallParseError({
      code: 'SCHEMA_MISMATCH',
      message: `${which} of the call to "${call.toolName}" must be ${expected}, but the model wrote text that is not one: ${JSON.stringify(shown)}.`,
      toolName: call.toolName,
    }),
  );
}
