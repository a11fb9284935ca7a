// A large write_file call streams its input: the content argument arrives in many
// tool-input-delta parts while the model is still writing, long before the call completes.
// A UI can show the file growing. Run: pnpm --filter @tool/example-parser-core run stream-tool-input
import { assistantTurns, DEMO_REPORT, formatCall } from '@tool/test-server';
import { isStepCount, streamText } from 'ai';
import { openExampleModel, preset } from './example-model';
import { writeFileTool } from './example-tools';

const content = DEMO_REPORT.repeat(4); // about 5.5 KB of Markdown, code, quotes and < & >
const { model, close } = await openExampleModel((request) =>
  assistantTurns(request) === 0
    ? `Writing it now.\n${formatCall(preset, 'write_file', { path: 'report.md', content })}`
    : 'Saved report.md.',
);

try {
  const result = streamText({
    model,
    tools: { write_file: writeFileTool },
    stopWhen: isStepCount(3),
    prompt: 'Write a long weather report to report.md.',
  });
  let deltas = 0;
  let received = 0;
  for await (const part of result.stream) {
    if (part.type === 'tool-input-delta') {
      deltas += 1;
      received += part.delta.length;
      // Report progress every 200 deltas instead of printing all the JSON.
      if (deltas % 200 === 0)
        console.log(`  … ${deltas} deltas, ${received} chars of input so far`);
    } else if (part.type === 'tool-call') {
      console.log(`call ${part.toolName} after ${deltas} deltas (${received} chars of JSON)`);
    } else if (part.type === 'tool-result') {
      console.log('result', part.output);
    } else if (part.type === 'text-delta') {
      process.stdout.write(part.text);
    }
  }
  console.log();
} finally {
  await close();
}
