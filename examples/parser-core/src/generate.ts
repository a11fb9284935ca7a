// generateText with a tool: the model writes a call as text, the middleware turns it into a
// tool call, the tool runs, and a second step answers with the result.
// Run: pnpm --filter @tool/example-parser-core run generate
import { assistantTurns, formatCall } from '@tool/test-server';
import { generateText, isStepCount } from 'ai';
import { openExampleModel, preset } from './example-model';
import { getWeather } from './example-tools';

// Offline, this plays the model: a call first, then an answer once the result is back.
const { model, close } = await openExampleModel((request) =>
  assistantTurns(request) === 0
    ? `Let me check.\n${formatCall(preset, 'get_weather', { city: 'Seoul' })}`
    : 'It is 21 °C and sunny in Seoul.',
);

try {
  const result = await generateText({
    model,
    tools: { get_weather: getWeather },
    stopWhen: isStepCount(3), // one step for the call, one for the answer
    prompt: 'What is the weather in Seoul?',
  });
  for (const [index, step] of result.steps.entries()) {
    console.log(`step ${index + 1}: finish=${step.finishReason}`);
    for (const call of step.toolCalls) console.log('  call  ', call.toolName, call.input);
    for (const output of step.toolResults) console.log('  result', output.output);
  }
  console.log('answer:', result.text);
} finally {
  await close();
}
