// streamText with a tool: text streams as it arrives, the call is parsed while it streams, the
// tool runs, and the next step streams the answer.
// Run: pnpm --filter @tool/example-parser-core run stream
import { assistantTurns, formatCall } from '@tool/test-server';
import { isStepCount, streamText } from 'ai';
import { openExampleModel, preset } from './example-model';
import { getWeather } from './example-tools';

const { model, close } = await openExampleModel((request) =>
  assistantTurns(request) === 0
    ? `I'll look that up.\n${formatCall(preset, 'get_weather', { city: 'Seoul' }, 'pretty')}`
    : 'Seoul: 21 °C, sunny. A good day for a walk.',
);

try {
  const result = streamText({
    model,
    tools: { get_weather: getWeather },
    stopWhen: isStepCount(3),
    prompt: 'What is the weather in Seoul?',
  });
  // `result.stream` has every part; here: text, calls, results and step ends.
  for await (const part of result.stream) {
    if (part.type === 'text-delta') process.stdout.write(part.text);
    else if (part.type === 'tool-call') console.log(`\n[call] ${part.toolName}`, part.input);
    else if (part.type === 'tool-result') console.log('[result]', part.output);
    else if (part.type === 'finish-step') console.log(`\n[step finished: ${part.finishReason}]`);
  }
} finally {
  await close();
}
