import { type BlockMarker, blockMarker, SCRIPT_LANGS, SHELL_LANGS } from './block-marker';
import type { CodeBlock } from './markdown-blocks';

/** A block the check runs, with the block that shows its expected output, if any. */
export interface RunStep {
  kind: 'run';
  block: CodeBlock;
  marker: Extract<BlockMarker, { kind: 'run' }>;
  output: CodeBlock | undefined;
}

/** A block whose content the check writes to a file for the blocks after it. */
export interface FileStep {
  kind: 'file';
  block: CodeBlock;
  name: string;
}

/** A model output the check reads with a preset: it must give calls and no `onError` report. */
export interface ParseStep {
  kind: 'parses';
  block: CodeBlock;
  preset: string;
}

/** What the check does with one Markdown file, in document order. */
export interface DocsPlan {
  steps: Array<RunStep | FileStep | ParseStep>;
  /** Blocks that are not marked, or marked wrongly: `file:line: what to do`. */
  problems: string[];
  counts: { run: number; output: number; file: number; parses: number; illustrative: number };
}

/** Where the marker syntax is documented (the check's messages point there). */
export const MARKER_DOCS = 'docs/README.md#code-blocks-in-the-docs';

/**
 * Reads the markers of a file's blocks: pairs each `output` block with the `run` block just
 * before it and lists every problem with the file, the line and how to fix it.
 *
 * @param blocks - The file's code blocks, in order.
 */
export function docsPlan(blocks: readonly CodeBlock[]): DocsPlan {
  const plan: DocsPlan = {
    steps: [],
    problems: [],
    counts: { run: 0, output: 0, file: 0, parses: 0, illustrative: 0 },
  };
  let previous: RunStep | FileStep | 'other' | undefined;
  for (const block of blocks) {
    const where = `${block.file}:${block.line}`;
    const marker = blockMarker(block.lang, block.words);
    switch (marker.kind) {
      case 'unmarked':
        plan.problems.push(`${where}: ${unmarkedAdvice(block.lang)}`);
        previous = 'other';
        break;
      case 'invalid':
        plan.problems.push(`${where}: ${marker.problem}.`);
        previous = 'other';
        break;
      case 'illustrative':
        plan.counts.illustrative++;
        previous = 'other';
        break;
      case 'file': {
        const step: FileStep = { kind: 'file', block, name: marker.name };
        plan.steps.push(step);
        plan.counts.file++;
        previous = step;
        break;
      }
      case 'parses':
        plan.steps.push({ kind: 'parses', block, preset: marker.preset });
        plan.counts.parses++;
        previous = 'other';
        break;
      case 'run': {
        const step: RunStep = { kind: 'run', block, marker, output: undefined };
        plan.steps.push(step);
        plan.counts.run++;
        previous = step;
        break;
      }
      case 'output':
        if (typeof previous !== 'object' || previous.kind !== 'run' || previous.output) {
          plan.problems.push(
            `${where}: an output block must come right after the run block whose output it shows.`,
          );
        } else if (previous.block.lang === 'console') {
          plan.problems.push(
            `${where}: a console block holds its own output after each $ line; drop this block or mark it illustrative.`,
          );
        } else {
          previous.output = block;
          plan.counts.output++;
        }
        previous = 'other';
        break;
    }
  }
  return plan;
}

/** What to write on a block without a marker, by what its language can be. */
function unmarkedAdvice(lang: string): string {
  const fence = `\`\`\`${lang}`;
  if (SCRIPT_LANGS.has(lang) || SHELL_LANGS.has(lang)) {
    return `${fence} block without a marker: write ${fence} run (the check runs it and compares what it shows) or ${fence} illustrative (not run).`;
  }
  return `${fence} block without a marker: write ${fence} illustrative (not run), ${fence} output (what the run block before it prints), ${fence} file=NAME (a file the run blocks after it read) or ${fence} parses=PRESET (a model output that preset reads into calls).`;
}
