import { assistantTurns } from '../assistant-turns';
import type { ReplayScript } from '../chat-types';
import { formatCall, type Preset } from '../format-call';

/** Two call-looking segments that must not become calls, in the syntax of each preset. */
export interface MalformedCalls {
  /** A well-formed call to a tool nobody declared (`get_wether`). */
  unknownTool: string;
  /**
   * A call that cannot be repaired: broken JSON for Hermes and Gemma; for XML a string argument
   * written twice, so its value is ambiguous.
   */
  brokenCall: string;
}

/** The malformed segments {@link malformedScript} writes, so tests can find them in the text. */
export const MALFORMED_CALLS: Readonly<Record<Preset, MalformedCalls>> = {
  hermes: {
    unknownTool: formatCall('hermes', 'get_wether', { city: 'Seoul' }),
    brokenCall:
      '<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan" ]]}\n</tool_call>',
  },
  gemma: {
    unknownTool: formatCall('gemma', 'get_wether', { city: 'Seoul' }),
    brokenCall: "```tool_call\n{'name': 'get_weather', 'arguments': {'city': Busan' ]]}\n```",
  },
  xml: {
    unknownTool: formatCall('xml', 'get_wether', { city: 'Seoul' }),
    brokenCall: '<get_weather>\n  <city>Busan</city>\n  <city>Daegu</city>\n</get_weather>',
  },
};

/**
 * A model that gets some calls wrong. Step 1: prose, one valid `get_weather` call for Seoul,
 * then {@link MALFORMED_CALLS} (an unknown tool and a broken call). Step 2: `finalText`.
 *
 * @param preset - The syntax the calls are written in.
 * @param finalText - The answer once the valid call's result is back.
 * @returns A script for `startReplayServer`.
 */
export function malformedScript(preset: Preset, finalText = 'Seoul is sunny.'): ReplayScript {
  const { unknownTool, brokenCall } = MALFORMED_CALLS[preset];
  const first = [
    'Let me check a few things.\n',
    formatCall(preset, 'get_weather', { city: 'Seoul' }),
    '\nAnd the next one:\n',
    unknownTool,
    '\nOne more:\n',
    brokenCall,
    '\n',
  ].join('');
  return (request) => (assistantTurns(request) === 0 ? first : finalText);
}
