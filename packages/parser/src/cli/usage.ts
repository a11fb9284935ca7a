import { presetNames } from '../presets/preset-definitions';

/** The one-line synopsis printed under every usage error. */
export const SYNOPSIS =
  'Usage: tool-parser inspect [file] [--preset NAME | --auto] [--tools tools.json] [--reasoning MODE] [--stream] [--chunk N|random] [--json] [--serve]';

/** `tool-parser --help`. */
export function usageText(): string {
  return `tool-parser inspect — see what a model wrote and what the parser made of it

${SYNOPSIS}

  file                 the model output to read; omit it (or write -) to read standard input
  --preset NAME        the format to parse: ${presetNames.join(', ')}
  --auto               try every preset and report which find calls (the default without --preset)
  --tools FILE         tool schemas, for coercion and name checks: the AI SDK shape
                       { "get_weather": { "description": "…", "inputSchema": { … } } } or an array of
                       { "name", "description", "inputSchema" | "parameters" }. Without it, every tool
                       name the preset finds is accepted with any arguments.
  --reasoning MODE     how thinking blocks (<think>…</think>, [THINK]…[/THINK]) are read:
                       blocks        reasoning; a call written inside one never runs (default)
                       start-inside  the output begins inside the thinking (DeepSeek R1, QwQ, …)
                       parse-calls   calls written inside the thinking run too
                       off           blocks are plain text
  --stream             show the stream event timeline (text, reasoning, tool-input-*, tool-call)
  --chunk N|random     how the stream is cut: N characters per chunk (default 4), or random sizes
  --seed N             the seed of --chunk random (default 1), to repeat a run
  --json               machine-readable output on stdout
  --color, --no-color  force colors on or off (default: on a terminal, unless NO_COLOR is set)
  --serve              open the inspector page on http://127.0.0.1 (paste, pick a preset, replay)
  --port N             the page's port (default: a free port, printed on start)
  -h, --help           this text

Exit code: 0 when calls were parsed, 1 when none, 2 on a usage error.

Examples:
  tool-parser inspect --preset hermes out.txt
  pbpaste | tool-parser inspect --auto
  tool-parser inspect --preset qwen3-coder --tools tools.json --stream --chunk random out.txt
  tool-parser inspect --preset deepseek --reasoning start-inside r1-output.txt
  tool-parser inspect --serve
`;
}
