import { assistantTurns } from '../assistant-turns';
import type { ReplayScript } from '../chat-types';
import { formatCall, type Preset } from '../format-call';
import type { NativeFormatWriter } from '../personas/native-formats';
import type { PersonaCall } from '../personas/persona-call';
import { DEMO_EXPRESSION, DEMO_FINAL_ANSWER, DEMO_FORECASTS, DEMO_REPORT } from './demo-fixtures';

/** One answer of the demo scenario: some prose, then the calls (none in the final answer). */
export interface DemoStep {
  prose: string;
  calls: readonly PersonaCall[];
}

const { Seoul, Tokyo } = DEMO_FORECASTS;

/**
 * The demo scenario, one answer per step:
 * 1. some prose, then two `get_weather` calls (Seoul inline, Tokyo pretty-printed);
 * 2. a sentence quoting both temperatures and a `calculate` call (with a number argument);
 * 3. a `write_file` call whose `content` is the long {@link DEMO_REPORT};
 * 4. the final answer ({@link DEMO_FINAL_ANSWER}).
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  {
    prose: "I'll look up the weather in both cities first.\n\n",
    calls: [
      { name: 'get_weather', arguments: { city: 'Seoul' } },
      { name: 'get_weather', arguments: { city: 'Tokyo', unit: 'celsius' }, layout: 'pretty' },
    ],
  },
  {
    prose: `Seoul is ${Seoul.temperature} °C and Tokyo is ${Tokyo.temperature} °C. Let me average them.\n`,
    calls: [
      {
        name: 'calculate',
        arguments: { expression: DEMO_EXPRESSION.expression, precision: DEMO_EXPRESSION.precision },
      },
    ],
  },
  {
    prose: `The average is ${DEMO_EXPRESSION.value} °C. Now I'll save the report.\n`,
    calls: [
      {
        name: 'write_file',
        arguments: { path: 'report.md', content: DEMO_REPORT },
        layout: 'pretty',
      },
    ],
  },
  { prose: DEMO_FINAL_ANSWER, calls: [] },
];

/**
 * The demo scenario ({@link DEMO_STEPS}) as a model would play it, one answer per step: the
 * prose, then the step's calls written by `format` — one of the presets `formatCall` knows, or
 * any writer (such as a persona's `NATIVE_FORMATS` entry) for the other formats. The final
 * answer goes through the writer's `text`.
 *
 * The step is read from the number of assistant turns in the request, so the script answers
 * correctly however the middleware rewrote the history.
 *
 * @param format - The syntax the calls are written in.
 * @returns A script for `startReplayServer`.
 */
export function demoScript(format: Preset | NativeFormatWriter): ReplayScript {
  const writer = typeof format === 'string' ? presetWriter(format) : format;
  const answers = DEMO_STEPS.map((step) =>
    step.calls.length === 0 ? writer.text(step.prose) : step.prose + writer.calls(step.calls),
  );
  return (request) => answers[Math.min(assistantTurns(request), answers.length - 1)] as string;
}

/** `formatCall` in the preset's syntax, one call per line, each in its own layout. */
function presetWriter(preset: Preset): NativeFormatWriter {
  return {
    calls: (calls) =>
      calls.map((call) => formatCall(preset, call.name, call.arguments, call.layout)).join('\n'),
    text: (text) => text,
  };
}
