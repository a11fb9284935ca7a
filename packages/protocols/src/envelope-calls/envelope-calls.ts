import type { RegisteredTool, ToolRegistry } from '../engine/tool-registry';

/** What a call's head (the text between its begin marker and its arguments) names. */
export interface CallHead {
  /** The tool name as read, declared or not (empty when the head names none). */
  readonly name: string;
  /** The tool to read the call by: the declared one, or a stand-in (see `ToolRegistry.lookup`). */
  readonly tool: RegisteredTool | undefined;
  /** The format's own call id, kept as the tool-call id when it is not taken yet. */
  readonly id?: string;
}

/**
 * The declaration of a format whose calls sit in an envelope of special tokens: an optional
 * section, then calls of the shape `CALL_BEGIN head SEPARATOR {json} CALL_END`, then the section's
 * end (Kimi K2, DeepSeek V3/V3.1, Mistral `[TOOL_CALLS]NAME[ARGS]{…}`, a Harmony message to a
 * tool). {@link EnvelopeSegment} reads every such format; the declaration says only which tokens
 * play which part and how a head names its tool.
 */
export interface EnvelopeCalls {
  /** The format's name in messages (`Kimi`). */
  readonly format: string;
  /** Markers that open a section of calls; a segment opened by any other call marker is one call. */
  readonly sectionBegin: readonly string[];
  /** Markers that close a section. Found with no section open, one is envelope and never text. */
  readonly sectionEnd: readonly string[];
  /** Markers that open one call. */
  readonly callBegin: readonly string[];
  /** Markers that end the head and begin the JSON arguments. */
  readonly argumentsBegin: readonly string[];
  /** Markers that close one call (they belong to it). */
  readonly callEnd: readonly string[];
  /**
   * Heads are tool names (or DeepSeek V3's call kind) on one line without `<`, always followed
   * by the separator (DeepSeek): any other head is a broken call, reported and released. Without
   * it a head is any text, and one ended by a call's end or the next call is a call without
   * arguments (`head<call end>`).
   */
  readonly strictHead?: boolean;
  /** The longest head; past it the call is given up. */
  readonly maxHead: number;
  /** How a head is written, for messages (`functions.NAME:0`). */
  readonly headExample: string;
  /** Reads the tool (and the format's call id) out of a head. */
  readHead(head: string, tools: ToolRegistry): CallHead;
  /**
   * Words a model writes between the section's begin and its first call (`<|tool_calls_section_begin|>
   * hmm <|tool_call_begin|>…`): up to this many characters are passed through as text and the
   * section goes on; without it (or past it) a section that does not begin with a call is no
   * section.
   */
  readonly maxNoise?: number;
  /**
   * Heads that are bare tool names of these characters, ended by a separator or by the `{` of the
   * arguments (Mistral `NAME[ARGS]{…}`, `NAME{…}`); without it a head is any text up to a marker.
   */
  readonly nameChar?: (char: string) => boolean;
  /** Introduces the format's own call id between the name and the separator (`[CALL_ID]`). */
  readonly idBegin?: string;
  /**
   * What follows the call marker may instead be a JSON list of `{"name", "arguments"}` objects
   * (Mistral before v11), read by {@link JsonCallList}; words before the list, up to
   * {@link maxNoise} characters, stay text.
   */
  readonly jsonList?: boolean;
  /**
   * When the arguments do not follow the separator at once, the head was a call kind
   * (`function`), and the name follows on its own line with the arguments in a ```` ```json ````
   * fence (DeepSeek V3: `function<｜tool▁sep｜>NAME\n```json\n{…}\n```<｜tool▁call▁end｜>`).
   */
  readonly fencedArguments?: boolean;
}
