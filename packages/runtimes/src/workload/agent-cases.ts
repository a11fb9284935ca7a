import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
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

/** A model under test, and what it was sent so far, one summary per call. */
export interface AgentBackend {
  model: LanguageModelV4;
  sent(): Json[];
}

/** A message's role and text, whatever shape the model took it in. */
export interface SentMessage {
  role: string;
  text: string;
}

/** What the model was sent: the tools described in the system prompt, results as user text. */
export function sentSummary(messages: readonly SentMessage[]): { [key: string]: Json } {
  const text = (role: string) =>
    messages
      .filter((message) => message.role === role)
      .map((message) => message.text)
      .join('\n');
  return {
    roles: messages.map((message) => message.role),
    toolsInSystemPrompt: TOOL_NAMES.every((name) => text('system').includes(name)),
    resultsInUserTurns: RESULT_WORDS.filter((word) => text('user').includes(word)).length,
  };
}

/** What the model is sent on each of the three calls: one system message, history as text. */
export const EXPECTED_SENT: { [key: string]: Json }[] = [
  { roles: ['system', 'user'], toolsInSystemPrompt: true, resultsInUserTurns: 0 },
  {
    roles: ['system', 'user', 'assistant', 'user'],
    toolsInSystemPrompt: true,
    resultsInUserTurns: 1,
  },
  {
    roles: ['system', 'user', 'assistant', 'user', 'assistant', 'user'],
    toolsInSystemPrompt: true,
    resultsInUserTurns: 2,
  },
];

function textOf(message: LanguageModelV4CallOptions['prompt'][number]): string {
  if (typeof message.content === 'string') return message.content;
  return message.content.map((part) => ('text' in part ? part.text : `[${part.type}]`)).join('');
}

/** The scripted mock model of a script; it also reports the native tools it was given. */
function mockBackend(script: AgentScript): AgentBackend {
  const { model, calls } = scriptedModel(turnOutputs(script));
  return {
    model,
    sent: () =>
      calls.map((options) => ({
        ...sentSummary(options.prompt.map((m) => ({ role: m.role, text: textOf(m) }))),
        nativeTools: options.tools?.length ?? 0,
      })),
  };
}

/** An agent run set up as an app sets it up: a wrapped model, executing tools, a step limit. */
function agentSettings(script: AgentScript, backend: AgentBackend) {
  const runs: ToolRun[] = [];
  const errors: string[] = [];
  const settings = {
    model: wrapLanguageModel({ model: backend.model, middleware: script.middleware }),
    tools: scriptedTools(runs),
    stopWhen: isStepCount(5),
    prompt: PROMPT,
    providerOptions: toolCallMiddlewareOptions({ onError: (message) => errors.push(message) }),
  };
  return { settings, runs, errors };
}

function stepSummary(step: StepResult<ToolSet>): Json {
  return {
    finishReason: step.finishReason,
    text: step.text,
    calls: step.toolCalls.map((call) => ({ toolName: call.toolName, input: call.input as Json })),
    results: step.toolResults.map((result) => result.output as Json),
  };
}

const expectedSteps: Json[] = [
  ...EXPECTED_RUNS.map((run, index) => ({
    finishReason: 'tool-calls',
    text: TURN_TEXTS[index] as string,
    calls: [{ toolName: run.tool, input: run.input }],
    results: [EXPECTED_OUTPUTS[index] as Json],
  })),
  { finishReason: 'stop', text: TURN_TEXTS[2], calls: [], results: [] },
];

/** What a generateText run observes, given what its backend is expected to have been sent. */
function expectedGenerate(sent: Json[]): { [key: string]: Json } {
  return {
    runs: EXPECTED_RUNS as unknown as Json,
    steps: expectedSteps,
    text: TURN_TEXTS[2],
    sent,
    errors: [],
  };
}

/** What a streamText run observes: the same, plus the streamed text and tool input. */
export function expectedStream(sent: Json[]): Json {
  return {
    ...expectedGenerate(sent),
    stepTexts: [...TURN_TEXTS],
    toolInputs: EXPECTED_RUNS.map((run) => ({
      toolName: run.tool,
      parts: ['tool-input-start', 'tool-input-delta', 'tool-input-end', 'tool-call', 'tool-result'],
      input: run.input,
      severalDeltas: true,
    })),
  };
}

async function generateAgent(script: AgentScript, backend: AgentBackend): Promise<Json> {
  const { settings, runs, errors } = agentSettings(script, backend);
  const result = await generateText(settings);
  return {
    runs: runs as unknown as Json,
    steps: result.steps.map(stepSummary),
    text: result.text,
    sent: backend.sent(),
    errors,
  };
}

/** One streamed call as the app sees it: its parts in order (a run of deltas as one), its deltas. */
interface StreamedCall {
  toolName: string;
  parts: string[];
  deltas: string[];
}

/** Runs the script's agent with streamText and reads the stream as an app's UI does. */
export async function streamAgent(script: AgentScript, backend: AgentBackend): Promise<Json> {
  const { settings, runs, errors } = agentSettings(script, backend);
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
    sent: backend.sent(),
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

const mockSent = EXPECTED_SENT.map((sent) => ({ ...sent, nativeTools: 0 }));

/** A generateText and a streamText agent run for each preset: six multi-step tool loops. */
export const agentCases: WorkloadCase[] = AGENT_SCRIPTS.flatMap((script) => [
  {
    name: `${script.preset}: generateText tool loop`,
    run: () => generateAgent(script, mockBackend(script)),
    expected: expectedGenerate(mockSent),
  },
  {
    name: `${script.preset}: streamText tool loop`,
    run: () => streamAgent(script, mockBackend(script)),
    expected: expectedStream(mockSent),
  },
]);
