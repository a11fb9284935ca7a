import { type PythonicTagsModelName, pythonicTagsModels } from './pythonic-tags-models';

function promptFor(model: PythonicTagsModelName, several: string): (tools: string) => string {
  const { start, end } = pythonicTagsModels[model];
  return (tools) => `You can call tools. They are listed as JSON Schema signatures:
${tools}
To call tools, write Python function calls with keyword arguments between ${start} and ${end}:
${pythonicTagsModels[model].formatToolCall({ toolName: 'tool_name', input: { argument_name: 'value' } })}
Rules:
- ${several} Use Python literals for the values: 'text', 42, True, None, [lists] and {dicts}.
- Call only the tools listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- Each result comes back in the next message; then answer or call again.
- When no tool is needed, answer directly, without ${start}.`;
}

/** LFM2's and LFM2.5's call syntax; `tools` is what `formatTools` renders. */
export const lfm2SystemPrompt = promptFor(
  'lfm2',
  'Put every call of this turn in one list: [first(a=1), second(b=2)].',
);
/** Olmo 3's call syntax. */
export const olmo3SystemPrompt = promptFor(
  'olmo3',
  'Put every call of this turn in the same block, one call per line.',
);
