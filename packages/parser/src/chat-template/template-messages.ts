/** A tool as chat templates read it (OpenAI's shape, which transformers, vLLM and llama.cpp pass). */
export interface TemplateTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters: unknown;
  };
}

/** A call in an assistant message; `arguments` is an object, as vLLM and llama.cpp give it to templates. */
export interface TemplateToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: unknown };
}

/**
 * A message as chat templates read it, in OpenAI's wire shape (what a client with native tools
 * sends) as servers hand it to templates: an assistant message with calls and no text has an empty
 * content (vLLM and llama.cpp turn OpenAI's `null` into text, which many templates need); a tool
 * message carries its call's id and no name.
 */
export type TemplateMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string;
      readonly tool_calls?: readonly TemplateToolCall[];
    }
  | {
      readonly role: 'tool';
      readonly content: string;
      readonly tool_call_id: string;
      readonly name?: string;
    };
