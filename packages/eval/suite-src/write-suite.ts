// Writes suite/builtin.jsonl from the task lists: `pnpm --filter @tool/eval suite`.
import { writeFileSync } from 'node:fs';
import { suiteJsonl } from './suite.ts';

const target = new URL('../suite/builtin.jsonl', import.meta.url);
writeFileSync(target, suiteJsonl());
console.log(`wrote ${target.pathname}`);
