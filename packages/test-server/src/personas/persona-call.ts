import type { CallLayout } from '../format-call';

/** One tool call a persona writes: the tool's name and its arguments as plain data. */
export interface PersonaCall {
  name: string;
  arguments: Record<string, unknown>;
  /**
   * How the model lays the call out where its format leaves a choice (Hermes and Gemma JSON, XML
   * elements): `inline` by default. Formats with one fixed layout ignore it.
   */
  layout?: CallLayout;
}
