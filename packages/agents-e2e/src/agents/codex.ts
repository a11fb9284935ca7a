import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodingAgent } from './coding-agent';
import { packageFile } from './package-file';

/** A Qwen3-Coder id, as Ollama names it: `auto` reads its calls in Qwen3-Coder XML. */
const MODEL = 'qwen3-coder:30b';

/** A single-quoted shell word. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * Codex (`@openai/codex`, a Rust binary behind a Node.js launcher) through the Responses API: a
 * `model_providers` entry with `wire_api = "responses"` in `$CODEX_HOME/config.toml`, `codex exec`
 * for one headless turn. For a model it has no metadata for, Codex offers no `apply_patch` tool,
 * so a file is written with its `exec_command` tool (`cmd`). It runs with Codex's default tools:
 * the `multi_agent_v1` namespace and the hosted `web_search` it sends besides its function tools
 * are left out by tool-proxy (the request log says `left-out=…`), not refused.
 */
export const codex: CodingAgent = {
  name: 'Codex',
  packageName: '@openai/codex',
  surface: '/v1/responses',
  model: MODEL,
  format: 'qwen3-coder',
  writeCall: (path, content) => ({
    tool: 'exec_command',
    arguments: { cmd: `printf '%s' ${shellQuote(content)} > ${shellQuote(path)}`, login: false },
  }),
  prepare({ home }, origin, prompt) {
    const codexHome = join(home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    const config = [
      `model = "${MODEL}"`,
      'model_provider = "tool-proxy"',
      'approval_policy = "never"',
      'check_for_update_on_startup = false',
      '',
      '[model_providers.tool-proxy]',
      'name = "tool-proxy"',
      `base_url = "${origin}/v1"`,
      'wire_api = "responses"',
      // An error shows at once instead of after Codex's retries.
      'request_max_retries = 0',
      'stream_max_retries = 0',
      '',
      '[analytics]',
      'enabled = false',
      '',
    ];
    writeFileSync(join(codexHome, 'config.toml'), config.join('\n'));
    return {
      command: process.execPath,
      args: [
        packageFile('@openai/codex', 'bin/codex.js'),
        'exec',
        // A key this version does not know fails the run instead of being ignored.
        '--strict-config',
        '--skip-git-repo-check',
        // The test is its sandbox (a network namespace and a temporary folder); Codex's own
        // Linux sandbox would need more privileges than a CI container gives.
        '--dangerously-bypass-approvals-and-sandbox',
        prompt,
      ],
      env: { CODEX_HOME: codexHome },
    };
  },
};
