// `pnpm demo [--preset NAME] [--retry]`: a multi-step agent whose model has no native tools.
// The tool middleware describes the tools in the prompt, parses the model's text back into tool
// calls while it streams, and rewrites the history so the loop can go on. With --retry the model
// botches a call first: it goes back to the model as an invalid call, and the model retries.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolCallMiddlewareOptions } from '@tool/parser';
import { DEMO_PROMPT } from '@tool/test-server';
import { isStepCount, streamText } from 'ai';
import { createPalette } from './colors';
import { createDemoTools } from './demo-tools';
import { openModel } from './open-model';
import { parseArgs, USAGE } from './parse-args';
import { printParseSummary } from './print-parse-summary';
import { createStreamPrinter } from './stream-printer';
import { toolCallSegments } from './tool-call-segments';

const write = (text: string): void => {
  process.stdout.write(text);
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    write(`${USAGE}\n`);
    write(
      'Runs offline by default; set OPENAI_BASE_URL, MODEL (and OPENAI_API_KEY) for a real endpoint.\n',
    );
    return;
  }
  const palette = createPalette();
  const rawTexts: string[] = [];
  const reports: string[] = [];
  const opened = await openModel(args.preset, rawTexts, process.env, { retry: args.retry });
  const outputDir = await mkdtemp(join(tmpdir(), 'tool-demo-'));
  try {
    write(`${palette.bold('Tool calling for a model without native tools')}\n`);
    write(palette.dim(`preset ${args.preset} · ${opened.description}\n`));
    write(palette.dim(`write_file writes into ${outputDir}\n\n`));
    write(`${palette.bold('user:')} ${DEMO_PROMPT}\n\n`);

    const tools = createDemoTools(outputDir);
    const result = streamText({
      model: opened.model,
      tools,
      stopWhen: isStepCount(6),
      prompt: DEMO_PROMPT,
      providerOptions: toolCallMiddlewareOptions({
        onError: (message) => {
          reports.push(message);
        },
      }),
    });
    const print = createStreamPrinter(write, palette);
    for await (const part of result.stream) print(part);

    const steps = await result.steps;
    write(`\n${palette.bold('Final answer:')}\n${steps.at(-1)?.text ?? ''}\n`);
    const records = await Promise.all(
      steps.map(async (step, index) => {
        const rawText = rawTexts[index] ?? '';
        return {
          finishReason: step.finishReason,
          rawText,
          segments: await toolCallSegments(args.preset, rawText, tools),
          calls: step.toolCalls.map((call) => ({
            toolName: call.toolName,
            input: call.input,
            sentBack: call.invalid === true,
          })),
        };
      }),
    );
    printParseSummary(write, palette, records, reports);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
