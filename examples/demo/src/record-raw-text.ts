import type { LanguageModelMiddleware } from 'ai';

/**
 * A middleware that records the model's raw text of every call, before any other middleware
 * parses it: put it inside the tool middleware (`[toolMiddleware, recordRawText(texts)]`), where
 * it sees the provider's output first. The demo prints these texts in its parse summary.
 *
 * @param texts - Receives one entry per model call, in order.
 */
export function recordRawText(texts: string[]): LanguageModelMiddleware {
  return {
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      let text = '';
      for (const part of result.content) if (part.type === 'text') text += part.text;
      texts.push(text);
      return result;
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const index = texts.push('') - 1;
      const pieces: string[] = [];
      return {
        ...rest,
        stream: stream.pipeThrough(
          new TransformStream({
            transform(part, controller) {
              if (part.type === 'text-delta') pieces.push(part.delta);
              controller.enqueue(part);
            },
            flush() {
              texts[index] = pieces.join('');
            },
          }),
        ),
      };
    },
  };
}
