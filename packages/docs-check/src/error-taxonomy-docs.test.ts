import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOOL_CALL_ERROR_CODES } from '@tool/protocols';
import { describe, expect, it } from 'vitest';

// The table of docs/reliability.md ("What onError codes mean to a host") is hand-written for
// readers; this keeps its codes and fates equal to the published list.
const page = readFileSync(
  fileURLToPath(new URL('../../../docs/reliability.md', import.meta.url)),
  'utf8',
);

function documentedRows(): Array<{ code: string; feedback: string; text: string }> {
  const start = page.indexOf('## What `onError` codes mean to a host');
  const section = page.slice(start, page.indexOf('\n## ', start + 1));
  return section
    .split('\n')
    .filter((line) => /^\| `[A-Z_]+` \|/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| |`/g, '').trim());
      return { code: cells[0] ?? '', feedback: cells[2] ?? '', text: cells[3] ?? '' };
    });
}

describe('the onError taxonomy in docs/reliability.md', () => {
  it('should list every code of TOOL_CALL_ERROR_CODES, in order, with its fates', () => {
    expect(documentedRows()).toEqual(
      TOOL_CALL_ERROR_CODES.map((info) => ({
        code: info.code,
        feedback: info.fate.feedback,
        text: info.fate.text,
      })),
    );
  });
});
