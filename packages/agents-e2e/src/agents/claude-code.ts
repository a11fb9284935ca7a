import type { CodingAgent } from './coding-agent';
import { packageFile } from './package-file';

/** A Qwen3 id, as Ollama names it: `auto` reads its calls in Hermes JSON. */
const MODEL = 'qwen3:8b';

/**
 * Claude Code (`@anthropic-ai/claude-code`, a native binary) through the Messages API:
 * `ANTHROPIC_BASE_URL` at tool-proxy (it posts to `/v1/messages?beta=true`), the model for the
 * main loop and for its small side requests set to the same id, `claude -p` for one headless turn,
 * `--permission-mode acceptEdits` so its `Write` tool (`file_path`, `content`) runs without asking
 * (`bypassPermissions` is refused when running as root, as CI does).
 */
export const claudeCode: CodingAgent = {
  name: 'Claude Code',
  packageName: '@anthropic-ai/claude-code',
  surface: '/v1/messages',
  model: MODEL,
  format: 'hermes',
  writeCall: (path, content) => ({ tool: 'Write', arguments: { file_path: path, content } }),
  prepare(_dirs, origin, prompt) {
    return {
      command: packageFile('@anthropic-ai/claude-code', 'bin/claude.exe'),
      args: ['-p', prompt, '--model', MODEL, '--permission-mode', 'acceptEdits'],
      env: {
        ANTHROPIC_BASE_URL: origin,
        ANTHROPIC_API_KEY: 'unused',
        ANTHROPIC_SMALL_FAST_MODEL: MODEL,
        ANTHROPIC_DEFAULT_HAIKU_MODEL: MODEL,
        // No update check, telemetry, error reporting or other traffic beside the model's.
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
        DISABLE_TELEMETRY: '1',
        DISABLE_ERROR_REPORTING: '1',
      },
    };
  },
};
