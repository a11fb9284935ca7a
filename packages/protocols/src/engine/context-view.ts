import type { SegmentContext } from './segment';
import type { ToolRegistry } from './tool-registry';

/**
 * `context` with its marker, its tools or its reject handler replaced, every other member
 * forwarded. Built member by member, so it works for any implementation of {@link SegmentContext}.
 */
export function contextView(
  context: SegmentContext,
  overrides: { marker?: string; tools?: ToolRegistry; reject?: () => void },
): SegmentContext {
  return {
    marker: overrides.marker ?? context.marker,
    tools: overrides.tools ?? context.tools,
    options: context.options,
    startCall: (toolName, id) => context.startCall(toolName, id),
    text: (text) => context.text(text),
    reasoning: (text) => context.reasoning(text),
    commit: (position) => context.commit(position),
    pass: (position) => context.pass(position),
    fail: (position, error) => context.fail(position, error),
    warn: (error) => context.warn(error),
    reject: overrides.reject ?? (() => context.reject()),
  };
}
