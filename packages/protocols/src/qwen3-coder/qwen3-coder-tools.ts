import { toolSchema } from '../format/tool-schema';
import type { FunctionTool } from '../types';

/**
 * The tool listing of Qwen3-Coder's chat template: a `<tools>` element with one `<function>` per
 * tool, its parameters as `<parameter>` elements (name, type, description, and any other schema
 * keyword as JSON) and the required names.
 */
export function renderQwen3CoderTools(tools: ReadonlyArray<FunctionTool>): string {
  const lines = ['<tools>'];
  for (const tool of tools) {
    const { properties, required } = toolSchema(tool);
    lines.push('<function>', `<name>${tool.name}</name>`);
    if (tool.description !== undefined)
      lines.push(`<description>${tool.description}</description>`);
    lines.push('<parameters>');
    for (const [name, schema] of Object.entries(properties)) {
      lines.push('<parameter>', `<name>${name}</name>`);
      for (const [key, value] of Object.entries(schema ?? {})) {
        lines.push(`<${key}>${typeof value === 'string' ? value : JSON.stringify(value)}</${key}>`);
      }
      lines.push('</parameter>');
    }
    if (required.length > 0) lines.push(`<required>${JSON.stringify(required)}</required>`);
    lines.push('</parameters>', '</function>');
  }
  lines.push('</tools>');
  return lines.join('\n');
}
