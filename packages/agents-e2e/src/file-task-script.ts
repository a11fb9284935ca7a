import { assistantTurns, messageText, type ReplayScript } from '@tool/test-server';
import { NATIVE_FORMATS } from '@tool/test-server/personas';

/** The file an agent is asked to write, and how the scripted model asks for it. */
export interface FileTask {
  /** The format the model writes its call in: Hermes JSON or Qwen3-Coder XML. */
  format: 'hermes' | 'qwen3-coder';
  /** The agent's file-writing tool, as the agent declares it. */
  tool: string;
  /** The call's arguments, in the tool's own parameter names. */
  arguments: Record<string, unknown>;
}

/** What the scripted model says once the tool has run. */
export const FINAL_TEXT = 'The file is written.';

/** What it says to a request that offers no tools (a session title, a summary). */
export const NO_TOOLS_TEXT = 'Write a file';

/**
 * A scripted model for one file task, as tool-proxy's upstream: its first answer to a request that
 * offers tools (the proxy lists them between `<tools>` tags in both formats) is the call, in the
 * task's format; once the conversation holds an assistant turn (the call, answered by the tool's
 * result) it says it is done. Requests without tools — agents ask for a session title on the side
 * — get a short plain answer.
 */
export function fileTaskScript(task: FileTask): ReplayScript {
  const call = NATIVE_FORMATS[task.format].calls([{ name: task.tool, arguments: task.arguments }]);
  return (request) => {
    const offersTools = request.messages.some((message) =>
      messageText(message).includes('<tools>'),
    );
    if (!offersTools) return NO_TOOLS_TEXT;
    return assistantTurns(request) === 0 ? call : FINAL_TEXT;
  };
}
