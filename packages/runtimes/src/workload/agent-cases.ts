import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { toolCallMiddlewareOptions } from '@tool/parser';
import {
  generateText,
  isStepCount,
  type StepResult,
  streamText,
  type ToolSet,
  wrapLanguageModel,
} from 'ai';
import {
  AGENT_SCRIPTS,
  type AgentScript,
  EXPECTED_OUTPUTS,
  EXPECTED_RUNS,
  TURN_TEXTS,
  turnOutputs,
} from './agent-script';
import { scriptedModel } from './scripted-model';
import { scriptedTools, type ToolRun } from './scripted-tools';
import type { Json, WorkloadCase } from './workload-case';

const PROMPT = 'What is the weather in Seoul for the next two days? Save a note about it.';
const TOOL_NAMES = ['get_weather', 'save_note'];
/** Words of the two tool results, whatever syntax a preset writes them back in. */
const RESULT_WORDS = ['forecast', 'characters'];

/** An agent run set up as an app sets it up: a wrapped model, executing tools, a step limit. */
function agentSettings(script: AgentScript) {
  const runs: ToolRun[] = [];
  const errors: string[] = [];
  const { model, calls } = scriptedModel(turnOutputs(script));
  const settings = {
    model: wrapLanguageModel({ model, middleware: script.middleware }),
    tools: scriptedTools(runs),
    stopWhen: isStepCount(5),
    prompt: PROMPT,
    providerOptions: toolCallMiddlewareOptions({ onError: (message) => errors.push(message) }),
  };
  return { settings, runs, errors, calls };
}

function textOf(message: LanguageModelV4CallOptions['prompt'][number]): string {
  if (typeof message.content === 'string') return message.content;
  return message.content.map((part) => ('text' in part ? part.text : `[${part.type}]`)).join('');
}

/** What the model was sent: tools described in the system prompt, results as text, no `tools`. */
function promptSummary(options: LanguageModelV4CallOptions): Json {
  const text = (role: string) =>
    options.prompt
      .filter((message) => message.role === role)
      .map(textOf)
      .join('\n');
  return {
    roles: options.prompt.map((message) => message.role),
    nativeTools: options.tools?.length ?? 0,
    toolsInSystemPrompt: TOOL_NAMES.every((name) => text('system').includes(name)),
    resultsInUserTurns: RESULT_WORDS.filter((word) => text('user').includes(word)).length,
  };
}

function stepSummary(step: StepResult<ToolSet>): Json {
  return {
    finishReason: step.finishReason,
    text: step.text,
    calls: step.toolCalls.map((call) => ({ toolName: call.toolName, input: call.input as Json })),
    results: step.toolResults.map((result) => result.output as Json),
  };
}

const expectedPrompts: Json[] = [
  { roles: ['system', 'user'], nativeTools: 0, toolsInSystemPrompt: true, resultsInUserTurns: 0 },
  {
    roles: ['system', 'user', 'assistant', 'user'],
    nativeTools: 0,
    toolsInSystemPrompt: true,
    resultsInUserTurns: 1,
  },
  {
    roles: ['system', 'user', 'assistant', 'user', 'assistant', 'user'],
    nativeTools: 0,
    toolsInSystemPrompt: true,
    resultsInUserTurns: 2,
  },
];

const expectedSteps: Json[] = [
  ...EXPECTED_RUNS.map((run, index) => ({
    finishReason: 'tool-calls',
    text: TURN_TEXTS[index] as string,
    calls: [{ toolName: run.tool, input: run.input }],
    results: [EXPECTED_OUTPUTS[index] as Json],
  })),
  { finishReason: 'stop', text: TURN_TEXTS[2], calls: [], results: [] },
];

const expectedAgent = {
  runs: EXPECTED_RUNS as unknown as Json,
  steps: expectedSteps,
  text: TURN_TEXTS[2],
  prompts: expectedPrompts,
  errors: [],
};

async function generateAgent(script: AgentScript): Promise<Json> {
  const { settings, runs, errors, calls } = agentSettings(script);
  const result = await generateText(settings);
  return {
    runs: runs as unknown as Json,
    steps: result.steps.map(stepSummary),
    text: result.text,
    prompts: calls.map(promptSummary),
    errors,
  };
}

/** One streamed call as the app sees it: its parts in order (runs of deltas as one) and input. */
interface StreamedCall {
  toolName: string;
  parts: string[];
  deltas: string[];
}

async function streamAgent(script: AgentScript): Promise<Json> {
  const { settings, runs, errors, calls } = agentSettings(script);
  const result = streamText(settings);
  const stepTexts: string[] = [];
  const streamed = new Map<string, StreamedCall>();
  const record = (id: string, type: string) => {
    const call = streamed.get(id);
    if (call !== undefined && call.parts.at(-1) !== type) call.parts.push(type);
  };
  for await (const part of result.stream) {
    if (part.type === 'start-step') stepTexts.push('');
    else if (part.type === 'text-delta') stepTexts.push(`${stepTexts.pop() ?? ''}${part.text}`);
    else if (part.type === 'tool-input-start') {
      streamed.set(part.id, { toolName: part.toolName, parts: [part.type], deltas: [] });
    } else if (part.type === 'tool-input-delta') {
      streamed.get(part.id)?.deltas.push(part.delta);
      record(part.id, part.type);
    } else if (part.type === 'tool-input-end') record(part.id, part.type);
    else if (part.type === 'tool-call' || part.type === 'tool-result') {
      record(part.toolCallId, part.type);
    }
  }
  return {
    runs: runs as unknown as Json,
    steps: (await result.steps).map(stepSummary),
    text: await result.text,
    prompts: calls.map(promptSummary),
    errors,
    stepTexts,
    toolInputs: [...streamed.values()].map((call) => ({
      toolName: call.toolName,
      parts: call.parts,
      // The deltas add up to the call's input, and a long input arrives in several of them.
      input: JSON.parse(call.deltas.join('')) as Json,
      severalDeltas: call.deltas.length > 1,
    })),
  };
}

/** A generateText and a streamText agent run for each preset: six multi-step tool loops. */
export const agentCases: WorkloadCase[] = AGENT_SCRIPTS.flatMap((script) => [
  {
    name: `${script.preset}: generateText tool loop`,
    run: () => generateAgent(script),
    expected: expectedAgent,
  },
  {
    name: `${script.preset}: streamText tool loop`,
    run: () => streamAgent(script),
    expected: {
      ...expectedAgent,
      stepTexts: [...TURN_TEXTS],
      toolInputs: EXPECTED_RUNS.map((run) => ({
        toolName: run.tool,
        parts: [
          'tool-input-start',
          'tool-input-delta',
          'tool-input-end',
          'tool-call',
          'tool-result',
        ],
        input: run.input,
        severalDeltas: true,
      })),
    },
  },
]);
