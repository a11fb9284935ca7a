import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as protocols from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { entryFiles, renderEntryFiles } from '../scripts/entry-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the generated entry files', () => {
  it.each(Object.entries(entryFiles(protocols, root)))(
    '%s should be what the format list gives (else run `pnpm generate`)',
    (path, expected) => {
      const onDisk = readFileSync(`${root}/${path}`, 'utf8');
      expect(onDisk, `${path} is stale: run \`pnpm generate\``).toBe(expected);
    },
  );

  it('should name a format whose protocol factory @tool/protocols does not export', () => {
    const { jsonMixProtocol: _dropped, ...rest } = protocols;
    expect(() => renderEntryFiles(rest)).toThrow(
      /protocol factory of format "json-mix" is not exported from @tool\/protocols/,
    );
  });

  it('should pass on each format factory and preset prompt, and derive the preset names', () => {
    const files = renderEntryFiles(protocols);
    const reexports = files['src/format-exports.ts'] as string;
    for (const name of ['jsonMixProtocol', 'hermesSystemPromptTemplate', 'glmSystemPrompt']) {
      expect(reexports).toContain(name);
    }
    expect(reexports).not.toContain('withFallbackProtocols');
    expect(files['src/presets/named-presets.ts']).toMatch(
      /qwen3CoderPreset: ToolMiddlewareOptions = presetDefinitions\[.qwen3-coder.\]/,
    );
    for (const path of ['src/presets/named-middlewares.ts', 'src/ai-v6/named-middlewares.ts']) {
      expect(files[path]).toContain('export const qwen3CoderToolMiddleware');
    }
  });
});
