import type { FormatGrammar } from '../grammar/call-shape';

/**
 * `<name><key>value</key>…</name>`: each tool's own element is its trigger, arguments are nested
 * elements (arrays as `<item>`), text as rxml writes it (CDATA where it has `<` or `&`).
 */
export const morphXmlGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: (toolName) => `<${toolName}>`,
  begin: (toolName) => `<${toolName}>`,
  end: (toolName) => `</${toolName}>`,
  arguments: { kind: 'xml-elements' },
});
