import type { ParsedContent } from '../types';
import type { ToolCallEngine } from './tool-call-engine';

/**
 * Generate mode: the same incremental core, fed the whole text at once. Adjacent text is merged;
 * tool calls keep their position in the text.
 */
export function parseWithEngine(engine: ToolCallEngine, text: string): ParsedContent[] {
  const content: ParsedContent[] = [];
  for (const event of [...engine.push(text), ...engine.finish()]) {
    const last = content[content.length - 1];
    if (event.type === 'text') {
      if (last?.type === 'text') last.text += event.text;
      else content.push({ type: 'text', text: event.text });
    } else if (event.type === 'reasoning') {
      if (last?.type === 'reasoning') last.text += event.text;
      else content.push({ type: 'reasoning', text: event.text });
    } else if (event.type === 'tool-call') {
      content.push({
        type: 'tool-call',
        toolCallId: event.id,
        toolName: event.toolName,
        input: event.input,
      });
    }
  }
  return content;
}
