import type { StreamTimeline, TimelineEvent } from './inspect-report';
import type { TerminalStyle } from './terminal-style';

/** Chunks are padded to a common width up to this many columns, so events line up. */
const MAX_CHUNK_COLUMN = 24;

/**
 * The stream timeline as lines: one per chunk, with the chunk as it arrived and the events the
 * stream parser emitted for it; the last line is the end of the stream.
 */
export function renderTimeline(
  timeline: StreamTimeline,
  input: string,
  style: TerminalStyle,
): string[] {
  const chunkCount = timeline.steps.length - 1;
  const out = [
    style.heading(
      `stream (${timeline.chunking}: ${chunkCount} chunk${chunkCount === 1 ? '' : 's'})`,
    ),
  ];
  const quoted = timeline.steps.map((step) =>
    step.final ? 'end of stream' : JSON.stringify(input.slice(step.start, step.end)),
  );
  const width = Math.min(MAX_CHUNK_COLUMN, Math.max(...quoted.map((text) => text.length)));
  const indexWidth = String(chunkCount).length + 1;
  for (const [i, step] of timeline.steps.entries()) {
    const label = step.final ? ''.padEnd(indexWidth) : `#${step.index}`.padEnd(indexWidth);
    const events =
      step.events.length === 0
        ? style.dim('(nothing emitted yet)')
        : step.events.map((event) => describeEvent(event, style)).join(' · ');
    out.push(`  ${label}  ${(quoted[i] ?? '').padEnd(width)}  ${events}`);
  }
  out.push(
    timeline.consistent
      ? style.dim('  the stream gave the same text and calls as the whole-text parse')
      : style.code(
          '  the stream and the whole-text parse differ: this is a parser bug, please report it with this output',
        ),
  );
  return out;
}

function describeEvent(event: TimelineEvent, style: TerminalStyle): string {
  switch (event.type) {
    case 'text':
    case 'reasoning':
      return `${event.type} ${JSON.stringify(event.text)}`;
    case 'tool-input-start':
      return `tool-input-start ${event.id} ${event.toolName}`;
    case 'tool-input-delta':
      return `tool-input-delta ${event.id} ${JSON.stringify(event.delta)}`;
    case 'tool-input-end':
      return `tool-input-end ${event.id}`;
    case 'tool-call':
      return style.heading(`tool-call ${event.id} ${event.toolName} ${event.input}`);
    case 'error':
      return style.code(
        `error ${event.code}${event.toolName === undefined ? '' : ` (${event.toolName})`}`,
      );
  }
}
