import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import {
  argumentEncoding,
  fullCatalog,
  protocolCatalog,
  writeCallWithRawArgument,
} from '../test-utils/protocol-catalog';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';

// Issue 25, item 8: Jinja chat templates (Qwen3-Coder, Qwen3.5, Nemotron 3) render arguments with
// Python's `str`, so a null argument reads `None` and booleans `True` / `False`; models copy them.
// In every format that writes argument values as markup (XML elements, parameter tags, YAML), the
// schema decides: `None` is null where the schema allows null and stays the text "None" for a
// plain string; `True` / `False` are booleans where a boolean is allowed.

const tool: FunctionTool = {
  type: 'function',
  name: 'set_parent',
  inputSchema: {
    type: 'object',
    properties: {
      parent: { type: ['string', 'null'] },
      label: { type: 'string' },
      count: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      flag: { type: 'boolean' },
      mode: { enum: ['fast', null] },
    },
  },
};

const isMarkup = (entry: (typeof fullCatalog)[number]) =>
  argumentEncoding(entry.protocol) === 'markup';
const markup = protocolCatalog.filter(isMarkup);

describe.each(markup)('$name: Python literals in argument values', ({ name, protocol }) => {
  it.each<[string, string, unknown]>([
    ['parent', 'None', null],
    ['count', 'None', null],
    ['mode', 'None', null],
    ['label', 'None', 'None'],
    ['flag', 'True', true],
    ['flag', 'False', false],
    ['label', 'True', 'True'],
    ['parent', 'null', null],
  ])('should read %s = %s by its schema', async (argument, raw, value) => {
    const text = `Setting.\n${writeCallWithRawArgument(protocol, 'set_parent', argument, raw)}`;
    for (const chunks of [[text], text.split(''), chunkBySizes(text, [3, 7])]) {
      const run = await expectModesAgree(protocol, [tool], text, chunks);
      expect(run.errors, name).toEqual([]);
      expect(run.summary.calls.map((call) => JSON.parse(call.input))).toEqual([
        { [argument]: value },
      ]);
    }
  });
});

// Over every setup, also where a project runs a sample of them (the edge-runtime project).
it('should run over the markup formats', () => {
  expect(fullCatalog.filter(isMarkup).map((entry) => entry.name)).toEqual(
    expect.arrayContaining(['morph-xml', 'qwen3-coder', 'glm', 'minimax']),
  );
});
