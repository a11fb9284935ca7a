// Scripts and expected values of the end-to-end scenarios. The suites (../e2e) replay the same
// model output on AI SDK 7 and AI SDK 6 and expect the same outcome; only the SDK calls differ,
// and those go through the SDK adapter (../e2e/replay-harness.ts).
import {
  assistantTurns,
  DEMO_EXPRESSION,
  DEMO_FINAL_ANSWER,
  DEMO_REPORT,
  formatCall,
  type MalformedCalls,
  type Preset,
  type ReplayServerOptions,
} from '../../../test-server/src/index';
import type { ToolRun } from './demo-tools';

/** The tool runs the demo scenario must produce, with inputs typed by the zod schemas. */
export const DEMO_EXPECTED_RUNS: ToolRun[] = [
  { toolName: 'get_weather', input: { city: 'Seoul' } },
  { toolName: 'get_weather', input: { city: 'Tokyo', unit: 'celsius' } },
  {
    toolName: 'calculate',
    input: { expression: DEMO_EXPRESSION.expression, precision: DEMO_EXPRESSION.precision },
  },
  { toolName: 'write_file', input: { path: 'report.md', content: DEMO_REPORT } },
];

/** The demo scenario's finish reason of each step. */
export const DEMO_EXPECTED_FINISH = ['tool-calls', 'tool-calls', 'tool-calls', 'stop'];

/** Each step's text: exactly what the model wrote outside its call segments (nothing lost, nothing extra). */
export const DEMO_EXPECTED_TEXTS = [
  "I'll look up the weather in both cities first.\n\n\n",
  'Seoul is 21 °C and Tokyo is 18 °C. Let me average them.\n',
  "The average is 19.5 °C. Now I'll save the report.\n",
  DEMO_FINAL_ANSWER,
];

/** The arguments the tool-choice scenario's forced calls carry. */
export const TOOL_CHOICE_ARGUMENTS = {
  get_weather: { city: 'Seoul' },
  calculate: { expression: '2 ^ 10', precision: 0 },
};

/** What each preset reports for the two malformed segments (XML has no marker for an unknown tool). */
export const MALFORMED_EXPECTED_CODES = {
  hermes: ['UNKNOWN_TOOL', 'INVALID_JSON'],
  gemma: ['UNKNOWN_TOOL', 'INVALID_JSON'],
  xml: ['DUPLICATE_STRING_TAG'],
} as const;

/** The reasoning the model gives (as `reasoning_content`) before its call. */
export const REASONING = 'The user wants Seoul. I should call get_weather.';

/** Reasoning, then a call of get_weather(Seoul); the next turn answers. */
export function reasoningScript(preset: Preset): ReplayServerOptions['script'] {
  const call = formatCall(preset, 'get_weather', { city: 'Seoul' });
  return [{ reasoning: REASONING, text: `Checking.\n${call}` }, 'Sunny.'];
}

/** A call of get_weather(Seoul) in a turn cut off by the token limit (finish reason 'length'). */
export function cutOffCallScript(preset: Preset): ReplayServerOptions['script'] {
  const call = formatCall(preset, 'get_weather', { city: 'Seoul' });
  return [{ text: `Checking.\n${call}`, finishReason: 'length' }];
}

/** The long argument of the UI message stream scenario: the demo report twice. */
export const LONG_CONTENT = DEMO_REPORT.repeat(2);

/** A write_file call with {@link LONG_CONTENT}, then 'Saved.' after its result. */
export function longArgumentScript(preset: Preset): ReplayServerOptions['script'] {
  const call = formatCall(preset, 'write_file', { path: 'long.md', content: LONG_CONTENT });
  return (request) => (assistantTurns(request) === 0 ? `Saving it.\n${call}` : 'Saved.');
}

/** A botched call the feedback scenarios play, and how the middleware must tell the model. */
export interface FeedbackCase {
  name: string;
  preset: Preset;
  /** Which of MALFORMED_CALLS the model writes first (retryScript). */
  botched: keyof MalformedCalls;
  /** The onError code. */
  code: string;
  /** Words of what the model is told was wrong. */
  wrong: string;
  /** The city of the call the model writes again. */
  city: string;
}

/** Broken JSON arguments, a duplicated string tag and an unknown tool name, each fed back. */
export const FEEDBACK_CASES: FeedbackCase[] = [
  {
    name: 'broken JSON arguments',
    preset: 'hermes',
    botched: 'brokenCall',
    code: 'INVALID_JSON',
    wrong: 'not valid JSON',
    city: 'Busan',
  },
  {
    name: 'a duplicated string tag',
    preset: 'xml',
    botched: 'brokenCall',
    code: 'DUPLICATE_STRING_TAG',
    wrong: 'twice',
    city: 'Busan',
  },
  {
    name: 'an unknown tool name',
    preset: 'hermes',
    botched: 'unknownTool',
    code: 'UNKNOWN_TOOL',
    wrong: 'not one of the declared tools',
    city: 'Seoul',
  },
];

/** The tool of a native call, and the call written as text, of the hybrid scenarios. */
const HYBRID_TEXT_CALL = formatCall('hermes', 'get_weather', { city: 'Seoul' });

/**
 * A server with a tool parser that left one call in the text: step 1 writes get_weather(Seoul) as
 * Hermes text and returns calculate natively; step 2 answers.
 */
export function hybridScript(): ReplayServerOptions['script'] {
  return (request) =>
    assistantTurns(request) === 0
      ? {
          text: `Checking.\n${HYBRID_TEXT_CALL}`,
          toolCalls: [{ name: 'calculate', arguments: { expression: DEMO_EXPRESSION.expression } }],
        }
      : 'Done.';
}

/** The same call, get_weather(Seoul), both as Hermes text and natively, then an answer. */
export function hybridTwiceScript(): ReplayServerOptions['script'] {
  return (request) =>
    assistantTurns(request) === 0
      ? {
          text: `Checking.\n${HYBRID_TEXT_CALL}`,
          toolCalls: [{ name: 'get_weather', arguments: { city: 'Seoul' } }],
        }
      : 'Done.';
}
