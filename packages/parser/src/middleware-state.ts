import type { FunctionTool } from '@tool/protocols';
import type { CallParams, CallWarning, ToolChoice } from './core-types';

/** The key of the middleware in `providerOptions`, for per-call options and for its own state. */
export const PROVIDER_OPTIONS_KEY = 'toolCallMiddleware';

/**
 * What `transformParams` hands to `wrapGenerate` / `wrapStream`. The AI SDK gives the wrap
 * handlers only the transformed params, and `tools` has been removed from those, so the tools
 * travel in `providerOptions.toolCallMiddleware` (providers ignore a namespace they do not own).
 */
export interface MiddlewareState {
  /** The function tools of the call, in order. */
  toolNames: string[];
  /** Tool name → input schema. */
  toolSchemas: Record<string, unknown>;
  /** The call's tool choice (`auto` when none was given). */
  toolChoice: ToolChoice;
  /** Warnings to add to the result (provider-defined tools left out). */
  warnings: CallWarning[];
  /** How the tools reached the model: in the prompt, or natively (`'hybrid'`); see `Transport`. */
  transport: 'prompt' | 'hybrid';
}

/** The per-call `providerOptions.toolCallMiddleware` object, or undefined. */
export function callProviderOptions(params: CallParams): Record<string, unknown> | undefined {
  const options = params.providerOptions?.[PROVIDER_OPTIONS_KEY];
  return typeof options === 'object' && options !== null ? options : undefined;
}

/** Params carrying `state` in `providerOptions.toolCallMiddleware`, next to the user's options. */
export function withState<P extends CallParams>(params: P, state: MiddlewareState): P {
  return {
    ...params,
    providerOptions: {
      ...params.providerOptions,
      [PROVIDER_OPTIONS_KEY]: { ...callProviderOptions(params), ...state },
    },
  };
}

/** The state written by `transformParams`, or undefined when it did not run for these params. */
export function readState(params: CallParams): MiddlewareState | undefined {
  const options = callProviderOptions(params);
  if (options === undefined || !Array.isArray(options.toolNames)) return undefined;
  const schemas = options.toolSchemas;
  const choice = options.toolChoice as ToolChoice | undefined;
  return {
    toolNames: options.toolNames.filter((name): name is string => typeof name === 'string'),
    toolSchemas:
      typeof schemas === 'object' && schemas !== null ? (schemas as Record<string, unknown>) : {},
    toolChoice: choice !== undefined && typeof choice.type === 'string' ? choice : { type: 'auto' },
    warnings: Array.isArray(options.warnings) ? (options.warnings as CallWarning[]) : [],
    transport: options.transport === 'hybrid' ? 'hybrid' : 'prompt',
  };
}

/** The tools of the state, as the protocols take them. */
export function stateTools(state: MiddlewareState): FunctionTool[] {
  return state.toolNames.map((name) => ({
    type: 'function',
    name,
    inputSchema: Object.hasOwn(state.toolSchemas, name) ? state.toolSchemas[name] : {},
  }));
}
