import { expect } from 'vitest';
import type { FunctionTool, ProtocolOptions, ToolCallProtocol } from '../types';
import { type OutputRun, reassemble, runGenerate, runStreamed } from './run-outputs';

/**
 * Runs `text` in generate mode and streamed in `chunks`, and expects what must hold for any
 * output: a stream without violations, the same text, reasoning, calls and error reports in both
 * modes, and (when `lossless`) every character back. Returns the generate-mode run.
 */
export async function expectModesAgree(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  text: string,
  chunks: readonly string[],
  { options = {}, lossless = true }: { options?: ProtocolOptions; lossless?: boolean } = {},
): Promise<OutputRun> {
  const generated = runGenerate(protocol, tools, text, options);
  const streamed = await runStreamed(protocol, tools, chunks, options);
  expect(streamed.violations).toEqual([]);
  expect(streamed.summary).toEqual(generated.summary);
  expect(streamed.errors).toEqual(generated.errors);
  if (lossless) expect(reassemble(protocol, tools, chunks, options)).toBe(text);
  return generated;
}
