import type { FormatGrammar } from '../grammar/call-shape';

/**
 * `<function name="…">` with one `<param name="…">value</param>` per argument (strings raw,
 * other values JSON) and `</function>`: the opening up to the name is the trigger.
 */
export const minicpm5Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<function name="',
  begin: (toolName) => `<function name="${toolName}">`,
  end: () => '</function>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<param name="${name}">`,
    close: '</param>',
  },
});
