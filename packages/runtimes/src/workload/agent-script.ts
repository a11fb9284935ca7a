import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { hermesToolMiddleware, qwen3CoderToolMiddleware, xmlToolMiddleware } from '@tool/parser';
import type { Json } from './workload-case';

/**
 * The scripted agent: three model turns (a call, a call, the answer). The body of the note has
 * what trips runtimes and parsers alike: quotes, `&`, `<`, a newline, a character outside the BMP.
 */
export const NOTE_BODY = 'Rain on day 2 ☔ — pack an umbrella & "boots".\nSnacks: <3 onigiri 🍙';

/** Text the model writes before its call in turns 1 and 2, and its whole answer in turn 3. */
export const TURN_TEXTS = [
  "I'll check the forecast for Seoul first.\n",
  'Rain on day 2, so I will write that down.\n',
  'Seoul will be sunny, then rainy. I saved the note "Seoul trip".',
] as const;

/** The tools the model calls in turns 1 and 2, with the input each must run with. */
export const EXPECTED_RUNS: { tool: string; input: Json }[] = [
  { tool: 'get_weather', input: { city: 'Seoul', days: 2 } },
  {
    tool: 'save_note',
    input: { title: 'Seoul trip', body: NOTE_BODY, tags: ['travel', 'weather'] },
  },
];

/** What the tools return for those inputs. */
export const EXPECTED_OUTPUTS: Json[] = [
  { city: 'Seoul', forecast: ['sunny', 'rain'] },
  { saved: 'Seoul trip', characters: [...NOTE_BODY].length },
];

/** A preset under test and how a model trained on its format writes the two calls. */
export interface AgentScript {
  preset: string;
  middleware: LanguageModelV4Middleware;
  /** The calls exactly as the model writes them; `days` comes as text, for the schema to type. */
  calls: readonly [string, string];
}

const hermesBody = JSON.stringify(NOTE_BODY);

export const AGENT_SCRIPTS: readonly AgentScript[] = [
  {
    preset: 'hermes',
    middleware: hermesToolMiddleware,
    calls: [
      '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": "2"}}\n</tool_call>',
      `<tool_call>\n{"name": "save_note", "arguments": {"title": "Seoul trip", "body": ${hermesBody}, "tags": ["travel", "weather"]}}\n</tool_call>`,
    ],
  },
  {
    preset: 'xml',
    middleware: xmlToolMiddleware,
    calls: [
      '<get_weather>\n<city>Seoul</city>\n<days>2</days>\n</get_weather>',
      `<save_note>\n<title>Seoul trip</title>\n<body>${NOTE_BODY}</body>\n<tags><item>travel</item><item>weather</item></tags>\n</save_note>`,
    ],
  },
  {
    preset: 'qwen3-coder',
    middleware: qwen3CoderToolMiddleware,
    calls: [
      '<tool_call>\n<function=get_weather>\n<parameter=city>\nSeoul\n</parameter>\n<parameter=days>\n2\n</parameter>\n</function>\n</tool_call>',
      `<tool_call>\n<function=save_note>\n<parameter=title>\nSeoul trip\n</parameter>\n<parameter=body>\n${NOTE_BODY}\n</parameter>\n<parameter=tags>\n["travel", "weather"]\n</parameter>\n</function>\n</tool_call>`,
    ],
  },
];

/** The model's three outputs under a script. */
export function turnOutputs(script: AgentScript): readonly string[] {
  return [
    `${TURN_TEXTS[0]}${script.calls[0]}`,
    `${TURN_TEXTS[1]}${script.calls[1]}`,
    TURN_TEXTS[2],
  ];
}
