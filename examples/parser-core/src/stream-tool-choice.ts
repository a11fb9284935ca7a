// Forced tool choice while streaming: first 'required', then one fixed tool. The JSON answer
// streams in, and its arguments arrive as tool-input-delta parts before the call.
// Run: pnpm --filter @tool/example-parser-core run stream-tool-choice
import { toolChoiceScript } from '@tool/test-server';
import { streamText, type ToolChoice, type ToolSet } from 'ai';
import { openExampleModel } from './example-model';
import { convertTemperature, getWeather } from './example-tools';

const tools = {
  get_weather: getWeather,
  convert_temperature: convertTemperature,
} satisfies ToolSet;
const { model, close } = await openExampleModel(
  toolChoiceScript({
    arguments: { get_weather: { city: 'Seoul' }, convert_temperature: { celsius: 21 } },
  }),
);

try {
  const choices: ToolChoice<typeof tools>[] = [
    'required',
    { type: 'tool', toolName: 'convert_temperature' },
  ];
  for (const toolChoice of choices) {
    console.log(`toolChoice ${JSON.stringify(toolChoice)}`);
    const result = streamText({ model, tools, toolChoice, prompt: 'Weather in Seoul, in °F?' });
    for await (const part of result.stream) {
      if (part.type === 'tool-input-start') process.stdout.write(`  input of ${part.toolName}: `);
      else if (part.type === 'tool-input-delta') process.stdout.write(part.delta);
      else if (part.type === 'tool-call') console.log(`\n  call ${part.toolName}`, part.input);
      else if (part.type === 'tool-result') console.log('  result', part.output);
    }
  }
} finally {
  await close();
}
