/** One command of a console block and the output shown after it. */
export interface ConsoleCommand {
  /** The command without its `$ ` prompt; continued lines (ending in `\`) joined. */
  command: string;
  /** Offset of its `$` line in the block (0-based), for messages. */
  index: number;
  output: string;
}

/**
 * Reads a console block: each line starting with `$ ` is a command (continued on the next line
 * while it ends with `\`), and the lines up to the next command are its output.
 *
 * @param code - The block's content.
 * @returns The commands; empty when the block holds none.
 */
export function consoleTranscript(code: string): ConsoleCommand[] {
  const commands: ConsoleCommand[] = [];
  const lines = code.split('\n');
  let current: { command: string[]; index: number; output: string[] } | undefined;
  let continued = false;
  const flush = () => {
    if (current === undefined) return;
    commands.push({
      command: current.command.join('\n'),
      index: current.index,
      output: current.output.join('\n'),
    });
  };
  lines.forEach((line, index) => {
    if (continued && current !== undefined) {
      current.command.push(line);
      continued = line.endsWith('\\');
    } else if (line.startsWith('$ ')) {
      flush();
      current = { command: [line.slice(2)], index, output: [] };
      continued = line.endsWith('\\');
    } else {
      current?.output.push(line);
    }
  });
  flush();
  return commands;
}
