import { grammarReasoningFor } from '@tool/protocols';
import { condenseMessages } from './condense-messages';
import { bodyOptionsKey, constrainFields } from './constrain/constrain-request';
import { resolveConstrain } from './constrain/constrain-target';
import { type CallParams, coreParams, type ResponseFormat, type SdkCallParams } from './core-types';
import { withExampleCalls } from './input-examples/example-calls';
import type { MiddlewareConfig } from './middleware-config';
import { callProviderOptions, withState } from './middleware-state';
import { checkKnownKeys } from './options/check-known-keys';
import { checkReasoningOption } from './options/check-reasoning-option';
import { mergeReasoning } from './options/merge-reasoning';
import { CALL_OPTION_KEYS } from './options/option-keys';
import { resolveCallOptions, resolveTransport } from './options/resolve-call-options';
import { placeToolPrompt } from './place-tool-prompt';
import { rewriteHybridPrompt } from './rewrite-hybrid-prompt';
import { rewritePrompt } from './rewrite-prompt';
import { selectTools } from './select-tools';
import { toolChoicePrompt } from './tool-choice/tool-choice-prompt';
import { toolChoiceSchema } from './tool-choice/tool-choice-schema';
import type { AcceptsMedia } from './tool-result-media/media-policy';

/** Where per-call options are given, for messages. */
const PER_CALL = 'providerOptions.toolCallMiddleware';

/**
 * Prepares a call for a model without native tools: the function tools are described in the
 * prompt (through the protocol and the template), the history's tool calls and results become
 * text, the native `tools` / `toolChoice` are removed, and what the wrap handlers need travels in
 * `providerOptions.toolCallMiddleware`. A forced tool choice (`required`, one named tool) asks for
 * a JSON answer instead, through `responseFormat` unless the caller already set a JSON one.
 * With `transport: 'hybrid'` the tools stay native instead (see {@link hybridParams}).
 */
export function transformParams<P extends SdkCallParams>(
  sdkParams: P,
  config: MiddlewareConfig,
  acceptsMedia: AcceptsMedia = () => false,
  /** The wrapped model's provider: the name its provider options are sent under. */
  provider?: string,
): P {
  const params = coreParams(sdkParams);
  const perCall = callProviderOptions(params);
  // Checked here so that a mistyped per-call option fails before the model is called.
  checkKnownKeys(perCall, CALL_OPTION_KEYS, PER_CALL);
  const callOptions = resolveCallOptions(config.callOptions, perCall);
  const constrain = resolveConstrain(config.callOptions.constrain, perCall?.constrain);
  if (perCall?.reasoning !== undefined) {
    checkReasoningOption(mergeReasoning(config.callOptions.reasoning, perCall.reasoning), PER_CALL);
  }
  if (resolveTransport(config.callOptions, perCall) === 'hybrid')
    return hybridParams(params, config);
  const { protocol } = config;
  const selected = selectTools(params.tools, params.toolChoice);
  const choice = selected.toolChoice;
  let instructions: string | undefined;
  let responseFormat: ResponseFormat | undefined = params.responseFormat;
  if (choice.type === 'required' || choice.type === 'tool') {
    const tools =
      choice.type === 'tool'
        ? selected.tools.filter((tool) => tool.name === choice.toolName)
        : selected.tools;
    instructions = toolChoicePrompt(protocol, tools, choice);
    // An Output.object format set by the caller is theirs; the prompt still asks for the call.
    if (responseFormat?.type !== 'json') {
      responseFormat = {
        type: 'json',
        name: 'tool_call',
        description: 'One call of one of the provided tools.',
        schema: toolChoiceSchema(tools),
      };
    }
  } else if (choice.type === 'auto' && selected.tools.length > 0) {
    instructions = withExampleCalls(
      protocol.formatTools({
        tools: selected.tools,
        toolSystemPromptTemplate: config.toolSystemPromptTemplate,
      }),
      selected.tools,
      protocol,
    );
  }
  const forced = choice.type === 'required' || choice.type === 'tool';
  const callTools =
    forced && choice.type === 'tool'
      ? selected.tools.filter((tool) => tool.name === choice.toolName)
      : selected.tools;
  const constrained =
    constrain === false
      ? undefined
      : constrainFields({
          target: constrain,
          protocol,
          tools: callTools,
          forced,
          reasoning: grammarReasoningFor(protocol, callOptions.reasoning),
          endpoint: config.endpoint,
        });
  if (constrained?.dropResponseFormat === true && responseFormat !== params.responseFormat) {
    responseFormat = undefined;
  }
  const prompt = condenseMessages(
    placeToolPrompt(
      rewritePrompt(params.prompt, protocol, acceptsMedia),
      instructions,
      config.placement,
    ),
  );
  const next = { ...params, prompt, tools: undefined, toolChoice: undefined };
  if (responseFormat !== undefined) next.responseFormat = responseFormat;
  if (constrained !== undefined && Object.keys(constrained.fields).length > 0) {
    const key = bodyOptionsKey(provider);
    next.providerOptions = {
      ...next.providerOptions,
      [key]: { ...next.providerOptions?.[key], ...constrained.fields },
    };
  }
  return withState(next, {
    toolNames: selected.tools.map((tool) => tool.name),
    toolSchemas: selected.schemas,
    toolChoice: choice,
    warnings: selected.warnings,
    transport: 'prompt',
  });
}

/**
 * The hybrid transport: the native `tools` and `toolChoice` go to the provider untouched and no
 * tool prompt is added; the history stays native except for calls sent back to the model (see
 * `rewriteHybridPrompt`). The function tools still travel to the wrap handlers, which parse the
 * text for calls in the protocol's format as a fallback.
 */
function hybridParams<P extends SdkCallParams & CallParams>(
  params: P,
  config: MiddlewareConfig,
): P {
  // The tool choice is the provider's to enforce; it is not checked against the function tools.
  const selected = selectTools(params.tools, { type: 'auto' });
  return withState(
    { ...params, prompt: rewriteHybridPrompt(params.prompt, config.protocol) },
    {
      toolNames: selected.tools.map((tool) => tool.name),
      toolSchemas: selected.schemas,
      toolChoice: params.toolChoice ?? { type: 'auto' },
      warnings: [],
      transport: 'hybrid',
    },
  );
}
