import { assistantTurns } from '../assistant-turns';
import type { ReplayScript } from '../chat-types';
import { formatCall, type Preset } from '../format-call';
import { MALFORMED_CALLS, type MalformedCalls } from './malformed-script';

/** The city each botched call of {@link MALFORMED_CALLS} asks about. */
const CITY: Record<keyof MalformedCalls, string> = { unknownTool: 'Seoul', brokenCall: 'Busan' };

/**
 * A model that botches a call, then writes it again correctly once it has been answered, the way
 * a model retries after a tool error. Step 1: prose and one of {@link MALFORMED_CALLS}. Step 2: a
 * correct `get_weather` call for the same city. Step 3: `finalText`.
 *
 * @param preset - The syntax the calls are written in.
 * @param botched - Which malformed call: a call of an unknown tool, or a broken call (broken JSON
 *   for Hermes and Gemma, a string argument written twice for XML).
 * @param finalText - The answer once the weather is back.
 * @returns A script for `startReplayServer`.
 */
export function retryScript(
  preset: Preset,
  botched: keyof MalformedCalls,
  finalText = 'It is sunny.',
): ReplayScript {
  const first = `Let me check.\n${MALFORMED_CALLS[preset][botched]}\n`;
  const retry = `Let me write that again.\n${formatCall(preset, 'get_weather', { city: CITY[botched] })}\n`;
  return (request) => {
    const turn = assistantTurns(request);
    if (turn === 0) return first;
    return turn === 1 ? retry : finalText;
  };
}
