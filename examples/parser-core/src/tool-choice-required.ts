// toolChoice 'required': the model must call one of the tools. The middleware asks for a JSON
// answer through response_format (a json_schema of {"name", "arguments"} with
// supportsStructuredOutputs) and turns it into a call. prepareStep lets the second step answer
// in words.
// Run: pnpm --filter @tool/example-parser-core run tool-choice-required
import { toolChoiceScript } from '@tool/test-server';
import { generateText, isStepCount } from 'ai';
import { openExampleModel } from './example-model';
import { convertTemperature, getWeather } from './example-tools';

const { model, close } = await openExampleModel(
  toolChoiceScript({
    arguments: { get_weather: { city: 'Seoul' } },
    text: 'Seoul is at 21 °C and sunny.',
  }),
);

try {
  const result = await generateText({
    model,
    tools: { get_weather: getWeather, convert_temperature: convertTemperature },
    stopWhen: isStepCount(2),
    // Force a call in the first step only; otherwise every step would have to call a tool.
    prepareStep: ({ stepNumber }) => ({ toolChoice: stepNumber === 0 ? 'required' : 'none' }),
    prompt: 'How warm is it in Seoul?',
  });
  const [first] = result.steps;
  console.log('forced call:', first?.toolCalls[0]?.toolName, first?.toolCalls[0]?.input);
  console.log('its result :', first?.toolResults[0]?.output);
  console.log('answer     :', result.text);
} finally {
  await close();
}
