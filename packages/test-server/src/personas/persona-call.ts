/** One tool call a persona writes: the tool's name and its arguments as plain data. */
export interface PersonaCall {
  name: string;
  arguments: Record<string, unknown>;
}
