import { formatCall, messageText, type ReplayScript } from '@tool/test-server';
import type OpenAI from 'openai';

/** The key clients must send: the proxies under test get it in their settings. */
export const KEY = 'runtime-test-key';

export const MODEL = 'qwen3:8b';

export const TOOLS: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] = [
  ['get_weather', 'city'],
  ['get_time', 'zone'],
].map(([name = '', argument = '']) => ({
  type: 'function',
  function: {
    name,
    description: `The ${name} tool.`,
    parameters: {
      type: 'object',
      properties: { [argument]: { type: 'string' } },
      required: [argument],
    },
  },
}));
export const ASK_TOOLS: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
  { role: 'user', content: 'Weather and time in Seoul?' },
];
export const ASK_PLAIN: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
  { role: 'user', content: 'Say hello.' },
];

/** Two Hermes calls after some text, the second pretty-printed over several lines. */
export const TOOL_ANSWER = [
  'Let me check both.\n\n',
  formatCall('hermes', 'get_weather', { city: 'Seoul' }),
  '\n',
  formatCall('hermes', 'get_time', { zone: 'Asia/Seoul' }, 'pretty'),
].join('');
/** Plain chat passes through unparsed: text that looks like a call stays text. */
export const PLAIN_ANSWER = `Hello! A call looks like ${formatCall('hermes', 'get_weather', { city: 'Oslo' })}, for one.`;

/** A question the model answers with a call it botches. */
export const ASK_BOTCHED: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
  { role: 'user', content: 'Forecast for Busan?' },
];
/** A Hermes call whose arguments are broken JSON, after some text. */
export const BOTCHED_ANSWER =
  'Let me look.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan" ]]}\n</tool_call>';

/**
 * The model without tools: it answers a request that asks about the weather with the calls, one
 * that asks for a forecast with a botched call, anything else with plain text.
 */
export const script: ReplayScript = (request) => {
  const text = request.messages.map(messageText).join('\n');
  if (text.includes('Weather')) return TOOL_ANSWER;
  return text.includes('Forecast') ? BOTCHED_ANSWER : PLAIN_ANSWER;
};
