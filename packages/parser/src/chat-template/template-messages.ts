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

/** A message as chat templates read it. */
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
      readonly name: string;
    };
