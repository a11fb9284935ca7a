import { promptApiModel } from '../browser-model/prompt-api-model';
import { scriptedPromptApi } from '../browser-model/scripted-prompt-api';
import { EXPECTED_SENT, expectedStream, sentSummary, streamAgent } from './agent-cases';
import { AGENT_SCRIPTS, turnOutputs } from './agent-script';
import type { Json, WorkloadCase } from './workload-case';

const hermes = AGENT_SCRIPTS.find((script) => script.preset === 'hermes');
if (hermes === undefined) throw new Error('The workload has no hermes script');

/**
 * The in-browser example of docs/compatibility.md: a model with no tool calling behind Chrome's
 * Prompt API, given tools by the Hermes preset. A scripted stand-in plays the built-in model.
 */
export const browserModelCase: WorkloadCase = {
  name: 'Prompt API model (scripted stand-in) + hermes: streamText tool loop',
  run: () => {
    const { api, calls } = scriptedPromptApi(turnOutputs(hermes));
    return streamAgent(hermes, {
      model: promptApiModel(api),
      sent: () =>
        calls.map((call) => ({
          ...sentSummary(
            [...call.initialPrompts, ...call.input].map((m) => ({ role: m.role, text: m.content })),
          ),
          destroyed: call.destroyed,
        })),
    });
  },
  expected: expectedStream(EXPECTED_SENT.map((sent): Json => ({ ...sent, destroyed: true }))),
};
