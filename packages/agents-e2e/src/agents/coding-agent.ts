import type { FileTask } from '../file-task-script';

/** The endpoints of tool-proxy an agent may speak. */
export type Surface = '/v1/chat/completions' | '/v1/responses' | '/v1/messages';

/** The folders of one run, all inside a fresh temporary folder. */
export interface AgentDirs {
  /** The agent's HOME (and XDG folders): its configuration, caches and sessions go here. */
  home: string;
  /** The project the agent works in (its working directory). */
  project: string;
}

/** How to start the agent once its configuration is written. */
export interface AgentCommand {
  /** An absolute path: the agent's binary, or Node.js for a CLI written in JavaScript. */
  command: string;
  args: string[];
  /** Variables of the agent's own, besides the common ones (`agentEnvironment`). */
  env: Record<string, string>;
}

/** A coding-agent CLI as the tests run it: offline, headless, on one file-writing task. */
export interface CodingAgent {
  /** The name the tests and docs use. */
  name: string;
  /** The npm package its CLI comes from (a dev dependency of this package). */
  packageName: string;
  /** The endpoint of tool-proxy it speaks. */
  surface: Surface;
  /** The model id it asks for: tool-proxy's `--preset auto` picks the format from it. */
  model: string;
  /** The format the scripted model writes its call in (the one `model` is trained on). */
  format: FileTask['format'];
  /** The call, in the agent's own tool, that writes `content` to the absolute `path`. */
  writeCall(path: string, content: string): Pick<FileTask, 'tool' | 'arguments'>;
  /**
   * Writes the agent's configuration (pointing at tool-proxy at `origin`, with every update
   * check, telemetry and model-list fetch turned off) and returns how to run `prompt` headless.
   */
  prepare(dirs: AgentDirs, origin: string, prompt: string): AgentCommand;
}
