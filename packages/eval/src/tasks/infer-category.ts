import type { Category, ChatMessage, ExpectedCall } from './eval-task';

/**
 * The category of a task that names none, from its shape: no expected call is `irrelevance`; a
 * conversation that already holds an assistant turn is `multi-turn`; several calls to one tool
 * are `parallel`, to several tools `parallel-multiple`; one call among several tools is
 * `multiple`, and among one tool `simple`.
 */
export function inferCategory(
  toolCount: number,
  messages: readonly ChatMessage[],
  expected: readonly ExpectedCall[],
): Category {
  if (expected.length === 0) return 'irrelevance';
  if (messages.some((message) => message.role === 'assistant')) return 'multi-turn';
  if (expected.length > 1) {
    return new Set(expected.map((call) => call.name)).size > 1 ? 'parallel-multiple' : 'parallel';
  }
  return toolCount > 1 ? 'multiple' : 'simple';
}
