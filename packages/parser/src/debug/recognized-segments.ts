import type {
  FunctionTool,
  ProtocolOptions,
  RecognizedSegment,
  ToolCallProtocol,
} from '@tool/protocols';

/**
 * The calls and thinking blocks the debug summary marks, read with the call's options (its
 * `reasoning` setting decides what is a block and whether calls inside one count). A protocol
 * that lists only its call segments gives those.
 */
export function recognizedSegments(
  protocol: ToolCallProtocol,
  text: string,
  tools: ReadonlyArray<FunctionTool>,
  options: ProtocolOptions,
): RecognizedSegment[] {
  if (protocol.extractSegments !== undefined) {
    return protocol.extractSegments({ text, tools, options });
  }
  const calls = protocol.extractToolCallSegments?.({ text, tools, options }) ?? [];
  return calls.map((segment) => ({ kind: 'call', text: segment }));
}
