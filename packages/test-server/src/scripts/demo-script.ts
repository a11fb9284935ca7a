import { assistantTurns } from '../assistant-turns';
import type { ReplayScript } from '../chat-types';
import { formatCall, type Preset } from '../format-call';
import { DEMO_EXPRESSION, DEMO_FINAL_ANSWER, DEMO_FORECASTS, DEMO_REPORT } from './demo-fixtures';

/**
 * The demo scenario as a model prompted with `preset` would play it, one answer per step:
 * 1. some prose, then two `get_weather` calls (Seoul inline, Tokyo pretty-printed);
 * 2. a sentence quoting both temperatures and a `calculate` call (with a number argument);
 * 3. a `write_file` call whose `content` is the long {@link DEMO_REPORT};
 * 4. the final answer ({@link DEMO_FINAL_ANSWER}).
 *
 * The step is read from the number of assistant turns in the request, so the script answers
 * correctly however the middleware rewrote the history.
 *
 * @param preset - The syntax the calls are written in.
 * @returns A script for `startReplayServer`.
 */
export function demoScript(preset: Preset): ReplayScript {
  const { Seoul, Tokyo } = DEMO_FORECASTS;
  const steps = [
    [
      "I'll look up the weather in both cities first.\n\n",
      formatCall(preset, 'get_weather', { city: 'Seoul' }),
      '\n',
      formatCall(preset, 'get_weather', { city: 'Tokyo', unit: 'celsius' }, 'pretty'),
    ].join(''),
    [
      `Seoul is ${Seoul.temperature} °C and Tokyo is ${Tokyo.temperature} °C. `,
      'Let me average them.\n',
      formatCall(preset, 'calculate', {
        expression: DEMO_EXPRESSION.expression,
        precision: DEMO_EXPRESSION.precision,
      }),
    ].join(''),
    [
      `The average is ${DEMO_EXPRESSION.value} °C. Now I'll save the report.\n`,
      formatCall(preset, 'write_file', { path: 'report.md', content: DEMO_REPORT }, 'pretty'),
    ].join(''),
    DEMO_FINAL_ANSWER,
  ];
  return (request) => steps[Math.min(assistantTurns(request), steps.length - 1)] as string;
}
