import { type ActualCall, type CallsVerdict, matchCalls } from '../scoring/match-calls';
import type { ChatMessage, EvalTask, ExpectedCall } from '../tasks/eval-task';
import {
  type BfclFunction,
  type BfclGroundTruth,
  type BfclParam,
  bfclCallMismatch,
} from './bfcl-match';
import { bfclToJsonSchema } from './bfcl-schema';

/** How a BFCL category is judged. */
export type BfclMode =
  /** The calls of `ground_truth`, parallel ones in any order. */
  | 'calls'
  /** Irrelevance: the model must not call. */
  | 'no-call'
  /** Relevance: any call will do. */
  | 'any-call';

/** What a BFCL task carries besides the {@link EvalTask}: its functions and ground truth. */
export interface BfclSpec {
  mode: BfclMode;
  functions: BfclFunction[];
  groundTruth: BfclGroundTruth[];
}

/** A task read from BFCL files. */
export type BfclEvalTask = EvalTask & { bfcl: BfclSpec };

/** Whether a task was read from BFCL files (and is judged by BFCL's rules). */
export function isBfclTask(task: EvalTask): task is BfclEvalTask {
  return 'bfcl' in task && typeof task.bfcl === 'object' && task.bfcl !== null;
}

/** The judging mode of a category: irrelevance ones want no call, relevance ones any call. */
export function bfclMode(category: string): BfclMode {
  if (category.endsWith('irrelevance')) return 'no-call';
  if (category.endsWith('relevance')) return 'any-call';
  return 'calls';
}

/**
 * A BFCL question line and its `possible_answer` line as a task: the turns flattened into one
 * conversation, the functions as tools (JSON Schema types, dots in names turned into
 * underscores as BFCL does for such APIs), and the ground truth kept for the checker.
 *
 * @throws Error saying which field is wrong.
 */
export function bfclTask(
  question: Record<string, unknown>,
  answer: Record<string, unknown> | undefined,
  category: string,
): BfclEvalTask {
  const id = question.id;
  if (typeof id !== 'string' || id === '') throw new Error('"id" must be a non-empty string');
  const mode = bfclMode(category);
  const rawFunctions = Array.isArray(question.function) ? question.function : undefined;
  if (rawFunctions === undefined) throw new Error('"function" must be a list of functions');
  const tools = rawFunctions.map((fn, index) => readFunction(fn, index));
  const groundTruth = mode === 'calls' ? readGroundTruth(answer) : [];
  return {
    id,
    category,
    tools: tools.map(({ tool }) => tool),
    messages: readTurns(question.question),
    expected: groundTruth.map(toExpected),
    bfcl: { mode, functions: tools.map(({ fn }) => fn), groundTruth },
  };
}

/** Scores an answer by the task's mode and the checker's rules. */
export function scoreBfcl(task: BfclEvalTask, calls: readonly ActualCall[]): CallsVerdict {
  const { mode, functions, groundTruth } = task.bfcl;
  if (mode === 'no-call') {
    return calls.length === 0
      ? { passed: true }
      : {
          passed: false,
          reason: `expected no call, got ${calls.map((call) => call.name).join(', ')}`,
        };
  }
  if (mode === 'any-call') {
    return calls.length > 0
      ? { passed: true }
      : { passed: false, reason: 'expected a call, got none' };
  }
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  return matchCalls(task.expected, calls, (_expected, index, call) => {
    const truth = groundTruth[index];
    return (
      truth !== undefined && bfclCallMismatch(truth, byName.get(truth.name), call) === undefined
    );
  });
}

function readFunction(
  value: unknown,
  index: number,
): { tool: EvalTask['tools'][number]; fn: BfclFunction } {
  if (typeof value !== 'object' || value === null)
    throw new Error(`function[${index}] must be an object`);
  const { name, description, parameters } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '')
    throw new Error(`function[${index}].name must be a string`);
  const schema = bfclToJsonSchema(
    parameters ?? { type: 'dict', properties: {} },
    `function[${index}].parameters`,
  );
  const properties =
    (parameters as { properties?: Record<string, { type?: unknown; items?: { type?: unknown } }> })
      ?.properties ?? {};
  const params: Record<string, BfclParam> = {};
  for (const [param, detail] of Object.entries(properties)) {
    const itemsType = detail?.items?.type;
    params[param] = {
      type: typeof detail?.type === 'string' ? detail.type : 'any',
      ...(typeof itemsType === 'string' ? { itemsType } : {}),
    };
  }
  const required = (parameters as { required?: unknown })?.required;
  const toolName = bfclName(name);
  return {
    tool: {
      name: toolName,
      ...(typeof description === 'string' ? { description } : {}),
      inputSchema: { type: 'object', ...schema },
    },
    fn: {
      name: toolName,
      params,
      required: Array.isArray(required) ? required.filter((item) => typeof item === 'string') : [],
    },
  };
}

function readTurns(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) throw new Error('"question" must be a list of turns');
  // Single-turn categories hold one turn; a turn is a list of messages (older files: one message).
  return value
    .flatMap((turn) => (Array.isArray(turn) ? turn : [turn]))
    .map((message, index) => {
      const { role, content } = (message ?? {}) as Record<string, unknown>;
      if (
        (role !== 'user' && role !== 'system' && role !== 'assistant') ||
        typeof content !== 'string'
      ) {
        throw new Error(
          `question message ${index} needs role user, system or assistant and text content`,
        );
      }
      return { role, content };
    });
}

function readGroundTruth(answer: Record<string, unknown> | undefined): BfclGroundTruth[] {
  if (answer === undefined) throw new Error('no possible_answer line has this id');
  const list = answer.ground_truth;
  if (!Array.isArray(list)) throw new Error('possible_answer: "ground_truth" must be a list');
  return list.map((entry, index) => {
    const pairs = typeof entry === 'object' && entry !== null ? Object.entries(entry) : [];
    const [pair] = pairs;
    if (
      pairs.length !== 1 ||
      pair === undefined ||
      typeof pair[1] !== 'object' ||
      pair[1] === null
    ) {
      throw new Error(`possible_answer: ground_truth[${index}] must be {"function": {parameters}}`);
    }
    const params: Record<string, unknown[]> = {};
    for (const [param, values] of Object.entries(pair[1] as Record<string, unknown>)) {
      if (!Array.isArray(values)) {
        throw new Error(
          `possible_answer: ground_truth[${index}].${param} must be a list of acceptable values`,
        );
      }
      params[param] = values;
    }
    return { name: bfclName(pair[0]), params };
  });
}

/** A ground-truth call as an expected call (`""` → `null`: may be left out), for reports and personas. */
function toExpected(truth: BfclGroundTruth): ExpectedCall {
  return {
    name: truth.name,
    arguments: Object.fromEntries(
      Object.entries(truth.params).map(([param, values]) => [
        param,
        values.map((value) => (value === '' ? null : plainValue(value))),
      ]),
    ),
  };
}

/**
 * A ground-truth value as one plain value: inside a dict each key holds a list of acceptable
 * values, of which the first is taken (a key whose only option is `""` is left out).
 */
function plainValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, options] of Object.entries(value)) {
    const list = Array.isArray(options) ? options : [options];
    const first = list.find((option) => option !== '');
    if (first !== undefined) out[key] = plainValue(first);
  }
  return out;
}

/** BFCL turns dotted API names (`math.factorial`) into `math_factorial` for models that need it. */
function bfclName(name: string): string {
  return name.replaceAll('.', '_');
}
