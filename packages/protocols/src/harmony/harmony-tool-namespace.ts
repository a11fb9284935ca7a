import { unwrapJsonSchema } from '@tool/coercion';
import { typeScriptMembers } from '../format/typescript-type';
import type { FunctionTool } from '../types';

/**
 * The tools as gpt-oss was trained to read them: a TypeScript namespace `functions` with one
 * `type NAME = (_: { … }) => any;` per tool, its description and each parameter's description
 * as `//` comments above it, a parameter's default after it.
 */
export function harmonyToolNamespace(tools: ReadonlyArray<FunctionTool>): string {
  const lines = ['namespace functions {', ''];
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
  lines.push('} // namespace functions');
  return lines.join('\n');
}

function comment(text: string): string[] {
  return text.split('\n').map((line) => `// ${line}`);
}
