// toolChoice { type: 'tool', toolName }: the model must call that one tool. The JSON schema sent
// in response_format names only that tool.
// Run: pnpm --filter @tool/example-parser-core run tool-choice-fixed
import { toolChoiceScript } from '@tool/test-server';
import { generateText } from 'ai';
import { openExampleModel } from './example-model';
import { convertTemperature, getWeather } from './example-tools';

const { model, close } = await openExampleModel(
  toolChoiceScript({ arguments: { convert_temperature: { celsius: 21 } } }),
);

try {
  const result = await generateText({
    model,
    tools: { get_weather: getWeather, convert_temperature: convertTemperature },
    toolChoice: { type: 'tool', toolName: 'convert_temperature' },
    prompt: 'What is 21 °C in Fahrenheit?',
  });
  console.log('call  :', result.toolCalls[0]?.toolName, result.toolCalls[0]?.input);
  console.log('result:', result.toolResults[0]?.output);
  console.log('finish:', result.finishReason);
} finally {
  await close();
}
