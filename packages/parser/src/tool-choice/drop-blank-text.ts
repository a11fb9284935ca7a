import type { StreamPart } from '@tool/protocols';

interface PendingBlock {
  start: StreamPart;
  deltas: StreamPart[];
}

/**
 * Removes text blocks that hold nothing but whitespace — the line breaks a model writes around a
 * JSON answer — so a forced tool choice yields just the call. A block's start is held only while
 * its text is blank; the first visible character releases it with everything held.
 */
export function dropBlankText(): TransformStream<StreamPart, StreamPart> {
  const pending = new Map<string, PendingBlock>();
  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      const id = 'id' in part && typeof part.id === 'string' ? part.id : '';
      switch (part.type) {
        case 'text-start':
          pending.set(id, { start: part, deltas: [] });
          return;
        case 'text-delta': {
          const block = pending.get(id);
          if (block !== undefined) {
            if (String(part.delta).trim().length === 0) {
              block.deltas.push(part);
              return;
            }
            controller.enqueue(block.start);
            for (const delta of block.deltas) controller.enqueue(delta);
            pending.delete(id);
          }
          controller.enqueue(part);
          return;
        }
        case 'text-end':
          if (pending.delete(id)) return;
          controller.enqueue(part);
          return;
        default:
          controller.enqueue(part);
      }
    },
  });
}
