import type { FunctionTool, ProtocolOptions } from '../types';

/** A declared tool with the schema used to type its arguments. */
export interface RegisteredTool {
  name: string;
  /** The input schema, `{ jsonSchema }` wrappers removed; the provider-original one when given. */
  schema: unknown;
}

/**
 * The tools a parse runs against, looked up by exact name. Lookups go through a `Map`, so a model
 * writing `__proto__` or `constructor` as a tool name finds nothing instead of an object method.
 */
export class ToolRegistry {
  private readonly byName = new Map<string, RegisteredTool>();
  /** Whether calls to undeclared tools are read (to be fed back) rather than failed. */
  private readonly readsUndeclared: boolean;

  constructor(
    tools: ReadonlyArray<FunctionTool>,
    options?: Pick<ProtocolOptions, 'originalToolSchemas' | 'malformedCalls'>,
  ) {
    this.readsUndeclared = options?.malformedCalls === 'feedback';
    const originals = options?.originalToolSchemas;
    for (const tool of tools) {
      const original =
        originals !== undefined && Object.hasOwn(originals, tool.name)
          ? originals[tool.name]
          : undefined;
      this.byName.set(tool.name, { name: tool.name, schema: unwrap(original ?? tool.inputSchema) });
    }
  }

  /** The declared tool of this name. Deciding whether text is a call at all asks this. */
  get(name: string): RegisteredTool | undefined {
    return this.byName.get(name);
  }

  /**
   * The tool a recognized call names, to read its arguments by. That is the declared tool, or —
   * when malformed calls are fed back to the model — for an undeclared, non-empty name a stand-in
   * without a schema: the call's arguments are still read, and the engine sends the call back as
   * a call of an unknown tool (the AI SDK's no-such-tool error, which a repair function can fix
   * with the arguments at hand). Without feedback, undefined, as {@link get}.
   */
  lookup(name: string): RegisteredTool | undefined {
    const tool = this.byName.get(name);
    if (tool !== undefined || !this.readsUndeclared || name.trim().length === 0) return tool;
    return { name, schema: undefined };
  }

  /**
   * The same tools without the stand-ins for undeclared ones: {@link lookup} answers as
   * {@link get}. For a reader that must first tell a call from prose by its tool name.
   */
  declaredOnly(): ToolRegistry {
    if (!this.readsUndeclared) return this;
    const registry = new ToolRegistry([]);
    for (const [name, tool] of this.byName) registry.byName.set(name, tool);
    return registry;
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  get size(): number {
    return this.byName.size;
  }
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  // AI SDK `Schema` objects carry the JSON Schema under `jsonSchema`.
  for (
    let i = 0;
    i < 8 && typeof current === 'object' && current !== null && 'jsonSchema' in current;
    i++
  ) {
    current = (current as { jsonSchema: unknown }).jsonSchema;
  }
  return current;
}
