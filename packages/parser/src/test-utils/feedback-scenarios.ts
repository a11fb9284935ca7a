import type { PresetName } from '../presets/preset-definitions';

/** A botched call, how it is reported, and the call the model writes when it retries. */
export interface FeedbackScenario {
  name: string;
  preset: PresetName;
  /** The call as the model botches it. */
  botched: string;
  /** The `onError` code (and `malformed.code`). */
  code: string;
  /** Words of the message the model reads in the next step about what was wrong. */
  wrong: string;
  /** Whether the botched call's input is its raw text (false: its arguments' JSON). */
  rawInput: boolean;
  /** The model's corrected call, get_weather(Busan), in the preset's format. */
  retry: string;
}

const hermesCall = (name: string, args: unknown) =>
  `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`;

/** The three botched calls the agent-loop tests of both AI SDK lines play. */
export const FEEDBACK_SCENARIOS: FeedbackScenario[] = [
  {
    name: 'broken JSON arguments',
    preset: 'hermes',
    botched: '<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan" ]]}\n</tool_call>',
    code: 'INVALID_JSON',
    wrong: 'not valid JSON',
    rawInput: true,
    retry: hermesCall('get_weather', { city: 'Busan' }),
  },
  {
    name: 'a duplicated string tag',
    preset: 'xml',
    botched: '<get_weather>\n  <city>Busan</city>\n  <city>Daegu</city>\n</get_weather>',
    code: 'DUPLICATE_STRING_TAG',
    wrong: 'twice',
    rawInput: true,
    retry: '<get_weather>\n  <city>Busan</city>\n</get_weather>',
  },
  {
    name: 'an unknown tool name',
    preset: 'hermes',
    botched: hermesCall('get_wether', { city: 'Busan' }),
    code: 'UNKNOWN_TOOL',
    wrong: 'not one of the declared tools',
    rawInput: false,
    retry: hermesCall('get_weather', { city: 'Busan' }),
  },
];

/** What the model says when the weather is back. */
export const FINAL_ANSWER = 'Busan is sunny.';

/** The turns of a model that botches a call, retries once it is told, then answers. */
export function feedbackTurns(scenario: FeedbackScenario): string[] {
  return [`Checking.\n${scenario.botched}`, `Again.\n${scenario.retry}`, FINAL_ANSWER];
}

/** The text of every message of `role` in a prompt, joined. */
export function promptText(
  prompt: ReadonlyArray<{ role: string; content: unknown }>,
  role: string,
): string {
  return prompt
    .filter((message) => message.role === role)
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : (message.content as Array<{ type: string; text?: string }>)
            .map((part) => part.text ?? '')
            .join(''),
    )
    .join('\n');
}
