import { unwrapJsonSchema } from '@tool/coercion';
import type { FunctionTool } from '../types';
import { typeScriptMembers } from './typescript-type';

/**
 * The tools as a TypeScript namespace (`functions` unless named), the listing gpt-oss (Harmony)
 * was trained to read and Functionary v3's template writes: one `type NAME = (_: { … }) => any;`
 * per tool, its description and each parameter's description as `//` comments above it, a
 * parameter's default after it.
 */
export function typeScriptNamespace(
  tools: ReadonlyArray<FunctionTool>,
  namespace = 'functions',
): string {
  const lines = [`namespace ${namespace} {`, ''];
  for (const tool of tools) {
    if (tool.description !== undefined) lines.push(...comment(tool.description));
    const members = typeScriptMembers(unwrapJsonSchema(tool.inputSchema), 1);
    if (members.length === 0) {
      lines.push(`type ${tool.name} = () => any;`, '');
      continue;
    }
    lines.push(`type ${tool.name} = (_: {`);
    for (const { member, schema } of members) {
      if (typeof schema.description === 'string') lines.push(...comment(schema.description));
      const fallback = 'default' in schema ? ` // default: ${JSON.stringify(schema.default)}` : '';
      lines.push(`${member},${fallback}`);
    }
    lines.push('}) => any;', '');
  }
  lines.push(`} // namespace ${namespace}`);
  return lines.join('\n');
}

function comment(text: string): string[] {
  return text.split('\n').map((line) => `// ${line}`);
}
