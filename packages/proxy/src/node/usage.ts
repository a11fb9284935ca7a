import { SETTING_SPECS } from '../settings/setting-specs';

/** The synopsis printed under every usage error. */
export const SYNOPSIS =
  'Usage: tool-proxy --upstream URL [--preset NAME|auto] [--port 8080] [--host 127.0.0.1] [--api-key KEY] [options]';

/** `tool-proxy --help`, derived from the settings table. */
export function usageText(): string {
  const rows = SETTING_SPECS.map((spec) => {
    const flag =
      spec.kind === 'boolean' && spec.defaultText === 'on'
        ? `--[no-]${spec.flag}`
        : `--${spec.flag}${spec.valueName === undefined ? '' : ` ${spec.valueName}`}`;
    const defaults = spec.defaultText === undefined ? '' : ` (default ${spec.defaultText})`;
    return { flag, text: `${spec.description}${defaults}; env ${spec.env.join(' or ')}` };
  });
  rows.push({ flag: '-h, --help', text: 'this text' });
  const width = Math.max(...rows.map((row) => row.flag.length)) + 2;
  const lines = rows.map((row) => `  ${row.flag.padEnd(width)}${row.text}`);
  return `tool-proxy — an OpenAI-compatible server that gives tool calls to a model without them

${SYNOPSIS}

${lines.join('\n')}

Every flag can also be set by its environment variable; a flag wins over the variable.
Serves POST /v1/chat/completions, POST /v1/responses (OpenAI's Responses API),
POST /v1/messages and /v1/messages/count_tokens (Anthropic's Messages API),
GET /v1/models and GET /health. Prints "listening on http://HOST:PORT" when
ready; SIGTERM or SIGINT drains, then exits.

Examples:
  tool-proxy --upstream http://127.0.0.1:11434/v1                 # Ollama, preset from the model id
  tool-proxy --upstream http://127.0.0.1:8000/v1 --preset qwen3-coder --port 9000
  UPSTREAM_API_KEY=sk-… tool-proxy --upstream https://example.com/v1 --api-key my-proxy-key
`;
}
