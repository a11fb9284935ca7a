/**
 * The data of the demo scenario, shared by the replay script (which plays the model) and the
 * demo's tools (which return this data), so that the offline transcript is consistent: the
 * numbers the "model" quotes are the ones the tools returned.
 */

/** What the user asks in the demo. */
export const DEMO_PROMPT =
  'Compare the weather in Seoul and Tokyo, work out the average temperature, ' +
  'and save a short report as report.md.';

/** A forecast as the demo's `get_weather` tool returns it. */
export interface DemoForecast {
  city: string;
  temperature: number;
  unit: 'celsius' | 'fahrenheit';
  condition: string;
  humidity: number;
}

/** The forecasts the scenario uses (temperatures in °C). */
export const DEMO_FORECASTS: Readonly<Record<'Seoul' | 'Tokyo', DemoForecast>> = {
  Seoul: { city: 'Seoul', temperature: 21, unit: 'celsius', condition: 'sunny', humidity: 40 },
  Tokyo: { city: 'Tokyo', temperature: 18, unit: 'celsius', condition: 'cloudy', humidity: 65 },
};

/**
 * The expression the "model" asks `calculate` to evaluate, the `precision` (decimal places) it
 * passes — a number argument, so presets that write values as text must type it — and the value.
 */
export const DEMO_EXPRESSION = { expression: '(21 + 18) / 2', precision: 2, value: 19.5 } as const;

const HOURS = Array.from({ length: 24 }, (_, hour) => {
  const seoul = 15 + Math.round(6 * Math.sin((Math.PI * (hour - 8)) / 12));
  const tokyo = 14 + Math.round(4 * Math.sin((Math.PI * (hour - 9)) / 12));
  const note = seoul > tokyo ? 'Seoul > Tokyo' : seoul < tokyo ? 'Seoul < Tokyo' : 'equal';
  return `| ${String(hour).padStart(2, '0')}:00 | ${seoul} | ${tokyo} | ${note} |`;
});

/**
 * The report the "model" writes with `write_file`: long, and full of what breaks naive parsers
 * — `<` and `>`, `&&`, double and single quotes, backslashes, a Markdown fence and many newlines.
 */
export const DEMO_REPORT = [
  '# Weather report: Seoul & Tokyo',
  '',
  `Seoul is ${DEMO_FORECASTS.Seoul.temperature} °C and ${DEMO_FORECASTS.Seoul.condition}; ` +
    `Tokyo is ${DEMO_FORECASTS.Tokyo.temperature} °C and ${DEMO_FORECASTS.Tokyo.condition}.`,
  `Average: ${DEMO_EXPRESSION.expression} = ${DEMO_EXPRESSION.value} °C ("mild", as they say).`,
  '',
  '## Hourly outlook',
  '',
  '| hour | Seoul °C | Tokyo °C | note |',
  '|------|----------|----------|------|',
  ...HOURS,
  '',
  '## Alert rule',
  '',
  '```sh',
  'if [ "$SEOUL_C" -gt 20 ] && [ "$TOKYO_C" -lt 20 ]; then',
  `  echo 'Seoul is warmer: "open the windows" && water the plants' >> alerts.log`,
  'fi',
  'grep -c "warm" alerts.log || echo "no alerts\\n"',
  '```',
  '',
  'Rule of thumb: when 18 < t && t < 24, a light jacket is enough; <b>no</b> umbrella needed.',
  '',
].join('\n');

/** The final answer of the demo scenario. */
export const DEMO_FINAL_ANSWER =
  `Seoul is ${DEMO_FORECASTS.Seoul.temperature} °C and ${DEMO_FORECASTS.Seoul.condition}, ` +
  `Tokyo is ${DEMO_FORECASTS.Tokyo.temperature} °C and ${DEMO_FORECASTS.Tokyo.condition}; ` +
  `the average is ${DEMO_EXPRESSION.value} °C. The full report is saved in report.md.`;
