import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import {
  extractReasoningMiddleware,
  generateText,
  isStepCount,
  jsonSchema,
  type LanguageModelMiddleware,
  type StepResult,
  streamText,
  type TextStreamPart,
  type ToolSet,
  tool,
  wrapLanguageModel,
} from 'ai';
import {
  extractReasoningMiddleware as extractReasoningMiddlewareV6,
  generateText as generateTextV6,
  jsonSchema as jsonSchemaV6,
  stepCountIs,
  streamText as streamTextV6,
  tool as toolV6,
  wrapLanguageModel as wrapLanguageModelV6,
} from 'ai-v6';
import { createToolMiddleware as createToolMiddlewareV6 } from '../ai-v6/create-tool-middleware';
import { toolMiddlewareFor as toolMiddlewareForV6 } from '../ai-v6/tool-middleware-for';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import type { ToolMiddlewareForOptions } from '../presets/preset-options-for-model';
import { toolMiddlewareFor } from '../presets/tool-middleware-for';
import { scriptedModel, type Turn } from './scripted-model';
import { scriptedModelV3 } from './scripted-model-v3';
import { type WeatherToolRun, weatherToolSpecs } from './weather-tool-specs';

/** The AI SDK functions a suite calls, in the AI SDK 7 signatures it is written against. */
export interface SdkFunctions {
  generateText: typeof generateText;
  streamText: typeof streamText;
  isStepCount: typeof isStepCount;
  wrapLanguageModel: typeof wrapLanguageModel;
  extractReasoningMiddleware: typeof extractReasoningMiddleware;
  tool: typeof tool;
  jsonSchema: typeof jsonSchema;
}

/** A scripted model and what the middleware sent it, call by call, in each mode. */
export interface ScriptedBase {
  model: LanguageModelV4;
  doGenerateCalls: readonly LanguageModelV4CallOptions[];
  doStreamCalls: readonly LanguageModelV4CallOptions[];
}

/**
 * One AI SDK major as a parser test sees it, so that one suite runs on both (`describe.each(SDKS)`).
 * A test is written once against the AI SDK 7 signatures; the AI SDK 6 adapter maps them onto ai@6,
 * whose functions take and return the same shapes for everything these suites use.
 */
export interface SdkAdapter extends SdkFunctions {
  /** `AI SDK 7` or `AI SDK 6`, for test names. */
  name: string;
  /** A mock model of this SDK's specification playing `turns` (see scripted-model.ts). */
  scripted(turns: ReadonlyArray<Turn | string>): ScriptedBase;
  /** `createToolMiddleware` of this SDK's entry. */
  toolMiddleware(options: ToolMiddlewareOptions): LanguageModelMiddleware;
  /** `toolMiddlewareFor` of this SDK's entry. */
  middlewareFor(modelId: string, options?: ToolMiddlewareForOptions): LanguageModelMiddleware;
  /** The full stream of a `streamText` result (`stream` in ai@7, `fullStream` in ai@6). */
  parts(result: ReturnType<typeof streamText>): AsyncIterable<TextStreamPart<ToolSet>>;
  /** The weather tools, executing and recording each run. */
  weatherTools(): { tools: ToolSet; executed: WeatherToolRun[] };
}

function weatherToolsOf(make: typeof tool) {
  return (): { tools: ToolSet; executed: WeatherToolRun[] } => {
    const executed: WeatherToolRun[] = [];
    const specs = weatherToolSpecs(executed);
    return {
      tools: { get_weather: make(specs.get_weather), get_time: make(specs.get_time) },
      executed,
    };
  };
}

export const AI_SDK_7: SdkAdapter = {
  name: 'AI SDK 7',
  generateText,
  streamText,
  isStepCount,
  wrapLanguageModel,
  extractReasoningMiddleware,
  tool,
  jsonSchema,
  scripted: (turns) => {
    const base = scriptedModel(turns);
    return {
      model: base,
      get doGenerateCalls() {
        return base.doGenerateCalls;
      },
      get doStreamCalls() {
        return base.doStreamCalls;
      },
    };
  },
  toolMiddleware: createToolMiddleware,
  middlewareFor: toolMiddlewareFor,
  parts: (result) => result.stream,
  weatherTools: weatherToolsOf(tool),
};

// The one place the AI SDK 6 line meets the suites' AI SDK 7 types. In this repository
// `@ai-sdk/provider` is v4, whose V3 types are not assignable to provider@3's (readonly JSON
// values), and ai@6's function types name its own classes; the values are the same shapes at run
// time, which every test then checks.
const v6 = {
  generateText: generateTextV6,
  streamText: streamTextV6,
  isStepCount: stepCountIs,
  wrapLanguageModel: wrapLanguageModelV6,
  extractReasoningMiddleware: extractReasoningMiddlewareV6,
  tool: toolV6,
  jsonSchema: jsonSchemaV6,
} as unknown as SdkFunctions;

export const AI_SDK_6: SdkAdapter = {
  name: 'AI SDK 6',
  ...v6,
  scripted: (turns) => {
    const base = scriptedModelV3(turns);
    return {
      model: base as unknown as LanguageModelV4,
      get doGenerateCalls() {
        return base.doGenerateCalls as unknown as LanguageModelV4CallOptions[];
      },
      get doStreamCalls() {
        return base.doStreamCalls as unknown as LanguageModelV4CallOptions[];
      },
    };
  },
  toolMiddleware: (options) =>
    createToolMiddlewareV6(options) as unknown as LanguageModelMiddleware,
  middlewareFor: (modelId, options) =>
    toolMiddlewareForV6(modelId, options) as unknown as LanguageModelMiddleware,
  parts: (result) =>
    (result as unknown as { fullStream: AsyncIterable<TextStreamPart<ToolSet>> }).fullStream,
  weatherTools: weatherToolsOf(v6.tool),
};

/** Both AI SDK majors: `describe.each(SDKS)('... ($name)', (sdk) => ...)`. */
export const SDKS: readonly SdkAdapter[] = [AI_SDK_7, AI_SDK_6];

/** The steps of a run in generate or stream mode. */
export async function runSteps(
  sdk: SdkAdapter,
  mode: 'generate' | 'stream',
  settings: Parameters<typeof generateText<ToolSet>>[0],
): Promise<StepResult<ToolSet>[]> {
  return mode === 'generate'
    ? (await sdk.generateText(settings)).steps
    : await sdk.streamText(settings as Parameters<typeof streamText<ToolSet>>[0]).steps;
}

/** Every SDK major in generate and stream mode, named for test titles (`$name`). */
export const SDK_MODES = SDKS.flatMap((sdk) =>
  (['generate', 'stream'] as const).map((mode) => ({ sdk, mode, name: `${sdk.name}, ${mode}` })),
);

/** {@link SDK_MODES} in both `malformedCalls` modes. */
export const SDK_MODES_AND_MALFORMED = SDK_MODES.flatMap((entry) =>
  (['feedback', 'text'] as const).map((malformedCalls) => ({
    ...entry,
    malformedCalls,
    name: `${entry.name}, ${malformedCalls}`,
  })),
);
