import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodingAgent } from './coding-agent';
import { packageFile } from './package-file';

/** The provider's key in OpenCode's configuration: models are named `tool-proxy/<id>`. */
const PROVIDER = 'tool-proxy';

/** A Qwen3-Coder id, as Ollama names it: `auto` reads its calls in Qwen3-Coder XML. */
const MODEL = 'qwen3-coder:30b';

/**
 * OpenCode (`opencode-ai`, a Bun binary) through Chat Completions: a custom provider on the
 * bundled `@ai-sdk/openai-compatible` (nothing is installed at run time), `opencode run` for one
 * headless turn, its `write` tool (`filePath`, `content`) allowed without asking.
 */
export const opencode: CodingAgent = {
  name: 'OpenCode',
  packageName: 'opencode-ai',
  surface: '/v1/chat/completions',
  model: MODEL,
  format: 'qwen3-coder',
  writeCall: (path, content) => ({ tool: 'write', arguments: { filePath: path, content } }),
  prepare({ project }, origin, prompt) {
    const model = `${PROVIDER}/${MODEL}`;
    const config = {
      $schema: 'https://opencode.ai/config.json',
      provider: {
        [PROVIDER]: {
          npm: '@ai-sdk/openai-compatible',
          name: 'tool-proxy',
          options: { baseURL: `${origin}/v1`, apiKey: 'unused' },
          models: { [MODEL]: { name: 'Qwen3-Coder 30B via tool-proxy', tool_call: true } },
        },
      },
      model,
      // The session title is asked of the small model: the same one, not a hosted default.
      small_model: model,
      permission: { edit: 'allow', bash: 'allow' },
      autoupdate: false,
      share: 'disabled',
    };
    writeFileSync(join(project, 'opencode.json'), `${JSON.stringify(config, null, 2)}\n`);
    return {
      command: packageFile('opencode-ai', 'bin/opencode.exe'),
      args: ['run', prompt],
      env: {
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        // No download of the models.dev catalogue; the provider entry lists the model itself.
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
        OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
        OPENCODE_DISABLE_SHARE: '1',
        // Reads no ~/.claude prompts or skills of the machine's user.
        OPENCODE_DISABLE_CLAUDE_CODE: '1',
        OPENCODE_DISABLE_EXTERNAL_SKILLS: '1',
      },
    };
  },
};
