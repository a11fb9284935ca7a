// The part of the end-to-end set-up that does not depend on the AI SDK line: replay servers on
// 127.0.0.1 that are closed after each test, and the settings of the openai-compatible provider
// that talks to them. ../e2e/replay-harness.ts wraps these with each AI SDK major's provider
// package and `wrapLanguageModel`.
import { afterEach } from 'vitest';
// @tool/test-server is a private workspace package that @tool/parser does not depend on, so it
// is imported by path (its source, like the @tool/* aliases resolve for tests).
import {
  type Preset,
  type ReplayServer,
  type ReplayServerOptions,
  startReplayServer,
} from '../../../test-server/src/index';

const servers: ReplayServer[] = [];

// Every server a test starts is closed after it, even when the test fails.
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Options of a replay model: the server's script and options, the preset and a provider flag. */
export interface ReplayModelOptions extends Omit<ReplayServerOptions, 'script'> {
  script: ReplayServerOptions['script'];
  preset: Preset;
  /** Provider flag: send `json_schema` (true) or `json_object` (false) for a JSON response format. */
  supportsStructuredOutputs?: boolean;
}

/** The settings both openai-compatible provider versions take to talk to a replay server. */
export interface ReplayProviderSettings {
  name: 'replay';
  baseURL: string;
  includeUsage: true;
  supportsStructuredOutputs: boolean;
}

/** Starts a replay server (closed after the current test) and the provider settings for it. */
export async function startReplay(
  options: Omit<ReplayModelOptions, 'preset'>,
): Promise<{ server: ReplayServer; settings: ReplayProviderSettings }> {
  const { supportsStructuredOutputs = false, ...serverOptions } = options;
  const server = await startReplayServer(serverOptions);
  servers.push(server);
  return {
    server,
    settings: {
      name: 'replay',
      baseURL: server.url,
      includeUsage: true,
      supportsStructuredOutputs,
    },
  };
}
