import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodingAgent } from './coding-agent';
import { packageFile } from './package-file';

/** A Qwen3 id, as Ollama names it: `auto` reads its calls in Hermes JSON. */
const MODEL = 'qwen3:8b';

/**
 * Qwen Code (`@qwen-code/qwen-code`, Node.js) through Chat Completions: `--auth-type openai` with
 * tool-proxy as the base URL, a positional prompt (one headless turn), `--approval-mode yolo` so
 * its `write_file` tool (`file_path`, `content`) runs without asking.
 */
export const qwenCode: CodingAgent = {
  name: 'Qwen Code',
  packageName: '@qwen-code/qwen-code',
  surface: '/v1/chat/completions',
  model: MODEL,
  format: 'hermes',
  writeCall: (path, content) => ({ tool: 'write_file', arguments: { file_path: path, content } }),
  prepare({ home }, origin, prompt) {
    const settings = {
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
    };
    mkdirSync(join(home, '.qwen'), { recursive: true });
    writeFileSync(join(home, '.qwen', 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
    return {
      command: process.execPath,
      args: [
        packageFile('@qwen-code/qwen-code', 'cli-entry.js'),
        prompt,
        '--auth-type',
        'openai',
        '--openai-base-url',
        `${origin}/v1`,
        '--openai-api-key',
        'unused',
        '--model',
        MODEL,
        '--approval-mode',
        'yolo',
      ],
      env: { QWEN_CODE_SUPPRESS_YOLO_WARNING: '1' },
    };
  },
};
