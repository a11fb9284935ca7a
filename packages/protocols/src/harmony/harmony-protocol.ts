import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import { typeScriptNamespace } from '../format/typescript-namespace';
import type { ToolCallProtocol } from '../types';
import { HARMONY_OPENERS, HARMONY_RECIPIENT_FIRST, HARMONY_TERMINATORS } from './harmony-envelope';
import { HarmonyMessageSegment } from './harmony-message-segment';

/**
 * gpt-oss Harmony: the model writes messages on channels, and a tool call is a message with a
 * recipient — `<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>
 * {"city":"Berlin"}<|call|>` — or, recipient first, `<|start|>assistant to=functions.get_weather
 * <|channel|>commentary json<|message|>{…}<|call|>`. A recipient makes a call on any channel
 * (calls often arrive on `analysis`); `analysis` text becomes reasoning; `final` and plain
 * `commentary` text is text. Channel syntax never appears in the text.
 */
export function harmonyProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'harmony',
    createFormat: () => ({
      markers: [...HARMONY_OPENERS, ...HARMONY_RECIPIENT_FIRST, ...HARMONY_TERMINATORS],
      createSegment: (context) => new HarmonyMessageSegment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(typeScriptNamespace(tools)),
    formatToolCall: (toolCall) =>
      `<|start|>assistant<|channel|>commentary to=functions.${toolCall.toolName} <|constrain|>json<|message|>${JSON.stringify(toolCallInput(toolCall.input))}<|call|>`,
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const content = typeof value === 'string' ? value : JSON.stringify(value ?? null);
      return `<|start|>functions.${toolResult.toolName} to=assistant<|channel|>commentary<|message|>${content}<|end|>`;
    },
  });
}
