import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { HistoryToolCall, HistoryToolResult } from '../types';
import type { GemmaDialect } from './gemma-dialect';

/**
 * Writes values, calls and results in Google's call DSL the way Gemma 4's chat template renders
 * them (so that the history reads as the model's own turns): keys bare and sorted without regard
 * to case (Jinja's `dictsort`), strings between the quote token, `true`/`false`, numbers as they
 * are, and `None` for null, as the template's Python renders it.
 */
export class GemmaDslWriter {
  constructor(private readonly dialect: GemmaDialect) {}

  /** A value; `quoteKeys` quotes object keys (declarations), as the template does there. */
  value(value: unknown, quoteKeys = false): string {
    if (typeof value === 'string') return this.string(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
    if (value === null || value === undefined) return 'None';
    if (Array.isArray(value))
      return `[${value.map((item) => this.value(item, quoteKeys)).join(',')}]`;
    if (typeof value === 'object') {
      return `{${this.entries(value as Record<string, unknown>, quoteKeys)}}`;
    }
    return this.string(String(value));
  }

  string(text: string): string {
    return `${this.dialect.quote}${text}${this.dialect.quote}`;
  }

  /** `k:v,…` of an object, keys sorted as `dictsort` sorts them. */
  entries(object: Record<string, unknown>, quoteKeys = false): string {
    return sortedKeys(object)
      .map((key) => `${quoteKeys ? this.string(key) : key}:${this.value(object[key], quoteKeys)}`)
      .join(',');
  }

  /** `<|tool_call>call:NAME{…}<tool_call|>`; raw text of an invalid call is kept between the braces. */
  call(toolCall: HistoryToolCall): string {
    const input = toolCallInput(toolCall.input);
    let body = '';
    if (typeof input === 'string') body = input;
    else if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      body = this.entries(input as Record<string, unknown>);
    }
    const { callOpen, callClose } = this.dialect;
    return `${callOpen}call:${toolCall.toolName}{${body}}${callClose}`;
  }

  /** `<|tool_response>response:NAME{…}<tool_response|>`: an object's fields, or `value:…`. */
  result(toolResult: HistoryToolResult): string {
    const value = toolResultValue(toolResult.output);
    const body =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? this.entries(value as Record<string, unknown>)
        : `value:${this.value(value)}`;
    const { responseOpen, responseClose } = this.dialect;
    return `${responseOpen}response:${toolResult.toolName}{${body}}${responseClose}`;
  }
}

/** Jinja's `dictsort`: by key, case-insensitively. */
function sortedKeys(object: Record<string, unknown>): string[] {
  return Object.keys(object).sort((a, b) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
