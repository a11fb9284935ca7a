// The thinking-model scenario of the end-to-end suite (../e2e, run on AI SDK 7 and 6): a model served without a reasoning parser thinks in `<think>` before it answers,
// and rehearses a call there (Porto) before it makes the real one (Lisbon). Only the real call may
// run; the thinking must come out as reasoning, and go back to the server as reasoning.
import {
  assistantTurns,
  type ChatCompletionRequest,
  formatCall,
  type Preset,
  type ReplayServerOptions,
} from '../../../test-server/src/index';
import type { ToolRun } from './demo-tools';

/** The first step's thinking, as the model wrote it between the markers (and as it must come out). */
export function firstThought(preset: Preset): string {
  const draft = formatCall(preset, 'get_weather', { city: 'Porto' });
  return `The user asks about Lisbon. I first wrote ${draft} by mistake; Porto is wrong.`;
}

export const SECOND_THOUGHT = 'Lisbon is 24 °C and sunny; answer briefly.';
export const FINAL_ANSWER = 'It is 24 °C and sunny in Lisbon.';
export const THINKING_PROMPT = 'What is the weather in Lisbon?';
export const THINKING_EXPECTED_RUNS: ToolRun[] = [
  { toolName: 'get_weather', input: { city: 'Lisbon' } },
];

/** Two turns: think (with the rehearsal) and call Lisbon; after the result, think and answer. */
export function thinkingScript(preset: Preset): ReplayServerOptions['script'] {
  const call = formatCall(preset, 'get_weather', { city: 'Lisbon' });
  return (request) =>
    assistantTurns(request) === 0
      ? `<think>\n${firstThought(preset)}\n</think>\n\n${call}`
      : `<think>\n${SECOND_THOUGHT}\n</think>\n\n${FINAL_ANSWER}`;
}

const r1Call = (city: string) =>
  `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n\`\`\`json\n${JSON.stringify({ city })}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;

/** DeepSeek R1's first thought: its template opened `<think>`, so the output carries only `</think>`. */
export const R1_THOUGHT = `Okay, Lisbon. Not ${r1Call('Porto')}, that is Porto.`;

/**
 * DeepSeek R1 without a reasoning parser (`reasoningParser: false`): each turn begins inside the
 * thinking. With one (`true`), the server sends the thinking apart as `reasoning_content`.
 */
export function r1Script(reasoningParser: boolean): ReplayServerOptions['script'] {
  return (request) => {
    const first = assistantTurns(request) === 0;
    const thought = first ? R1_THOUGHT : SECOND_THOUGHT;
    const answer = first ? r1Call('Lisbon') : FINAL_ANSWER;
    return reasoningParser
      ? { reasoning: thought, text: answer }
      : `${thought}\n</think>\n\n${answer}`;
  };
}

/** The `reasoning_content` of the assistant messages of a request, in order. */
export function sentReasoning(request: ChatCompletionRequest | undefined): unknown[] {
  return (request?.messages ?? [])
    .filter((message) => message.role === 'assistant')
    .map((message) => message.reasoning_content);
}
