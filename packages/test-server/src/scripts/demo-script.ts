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
 * With `retry`, the model botches the Tokyo call in step 1 ({@link botchedTokyoCall}) and, told
 * so, writes it again in a step of its own before going on.
 *
 * The step is read from the number of assistant turns in the request, so the script answers
 * correctly however the middleware rewrote the history.
 *
 * @param preset - The syntax the calls are written in.
 * @param options.retry - Botch the Tokyo call first, then write it again.
 * @returns A script for `startReplayServer`.
 */
export function demoScript(preset: Preset, { retry = false } = {}): ReplayScript {
  const { Seoul, Tokyo } = DEMO_FORECASTS;
  const tokyo = formatCall(preset, 'get_weather', { city: 'Tokyo', unit: 'celsius' }, 'pretty');
  const steps = [
    [
      "I'll look up the weather in both cities first.\n\n",
      formatCall(preset, 'get_weather', { city: 'Seoul' }),
      '\n',
      retry ? botchedTokyoCall(preset) : tokyo,
    ].join(''),
    ...(retry ? [`Sorry, that Tokyo call was malformed. Here it is again:\n${tokyo}`] : []),
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

/**
 * The Tokyo call as a model botches it: for Hermes and Gemma a quote missing in the arguments
 * (not JSON, nor a Python literal), for XML the string parameter `<city>` written twice.
 */
export function botchedTokyoCall(preset: Preset): string {
  switch (preset) {
    case 'hermes':
      return '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo", "unit": celsius"}}\n</tool_call>';
    case 'gemma':
      return "```tool_call\n{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'unit': celsius'}}\n```";
    case 'xml':
      return '<get_weather>\n  <city>Tokyo</city>\n  <city>Kyoto</city>\n  <unit>celsius</unit>\n</get_weather>';
  }
}
