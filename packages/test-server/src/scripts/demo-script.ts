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

/** Options of {@link demoScript}. */
export interface DemoScriptOptions {
  /** The botched text written in place of the Tokyo call in step 1 (then written again). */
  botchedTokyo?: string;
}

/**
 * The demo scenario ({@link DEMO_STEPS}) as a model would play it, one answer per step: the
 * prose, then the step's calls written by `format` — one of the presets `formatCall` knows, or
 * any writer (such as a persona's `NATIVE_FORMATS` entry) for the other formats. The final
 * answer goes through the writer's `text`.
 *
 * With `botchedTokyo`, the model writes that text instead of the Tokyo call in step 1 (see
 * {@link botchedTokyoCall}) and, told what was wrong, writes the call again in a step of its own
 * before going on.
 *
 * The step is read from the number of assistant turns in the request, so the script answers
 * correctly however the middleware rewrote the history.
 *
 * @param format - The syntax the calls are written in.
 * @param options.botchedTokyo - Botch the Tokyo call first, then write it again.
 * @returns A script for `startReplayServer`.
 */
export function demoScript(
  format: Preset | NativeFormatWriter,
  { botchedTokyo }: DemoScriptOptions = {},
): ReplayScript {
  const writer = typeof format === 'string' ? presetWriter(format) : format;
  const answers = DEMO_STEPS.map((step) =>
    step.calls.length === 0 ? writer.text(step.prose) : step.prose + writer.calls(step.calls),
  );
  if (botchedTokyo !== undefined) {
    const [first] = DEMO_STEPS;
    const [seoul, tokyo] = first?.calls ?? [];
    if (first === undefined || seoul === undefined || tokyo === undefined) {
      throw new Error('demoScript: the first step must hold the Seoul and Tokyo calls.');
    }
    answers.splice(
      0,
      1,
      `${first.prose}${writer.calls([seoul])}\n${botchedTokyo}`,
      `Sorry, that Tokyo call was malformed. Here it is again:\n${writer.calls([tokyo])}`,
    );
  }
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

/**
 * The Tokyo call as a model botches it: for Hermes and Gemma a quote missing in the arguments
 * (not JSON, nor a Python literal), for XML the string parameter `<city>` written twice. Written
 * by any other writer, the call asks for a unit the tool's schema does not allow (`kelvin`): the
 * call is rejected as invalid input all the same, and goes back to the model.
 */
export function botchedTokyoCall(format: Preset | NativeFormatWriter): string {
  if (typeof format !== 'string') {
    return format.calls([{ name: 'get_weather', arguments: { city: 'Tokyo', unit: 'kelvin' } }]);
  }
  switch (format) {
    case 'hermes':
      return '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo", "unit": celsius"}}\n</tool_call>';
    case 'gemma':
      return "```tool_call\n{'name': 'get_weather', 'arguments': {'city': 'Tokyo', 'unit': celsius'}}\n```";
    case 'xml':
      return '<get_weather>\n  <city>Tokyo</city>\n  <city>Kyoto</city>\n  <unit>celsius</unit>\n</get_weather>';
  }
}
