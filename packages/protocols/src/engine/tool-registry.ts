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

  constructor(
    tools: ReadonlyArray<FunctionTool>,
    options?: Pick<ProtocolOptions, 'originalToolSchemas'>,
  ) {
    const originals = options?.originalToolSchemas;
    for (const tool of tools) {
      const original =
        originals !== undefined && Object.hasOwn(originals, tool.name)
          ? originals[tool.name]
          : undefined;
      this.byName.set(tool.name, { name: tool.name, schema: unwrap(original ?? tool.inputSchema) });
    }
  }

  get(name: string): RegisteredTool | undefined {
    return this.byName.get(name);
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
