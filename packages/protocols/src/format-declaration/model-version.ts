/** A model generation, as written after the family name. */
export interface ModelVersion {
  major: number;
  /** 0 when no minor version is written. */
  minor: number;
}

/**
 * Reads the version written after a family name: `llama-3.1`, `llama3.1`, `Llama-3_3`, Bedrock's
 * `llama3-1`, Fireworks' `llama-v3p1`, `qwen2.5`. A size is no version (`gemma-7b` has none), and
 * a minor version is one digit that does not start a size (`llama3-8b`, `qwen3-30b` and
 * `qwen3-0.6b` have none). Give it the lower-cased id.
 */
export function versionAfter(family: string): (id: string) => ModelVersion | undefined {
  // Linear: a fixed literal, then digit runs each followed by a fixed-length look-ahead.
  const pattern = new RegExp(`${family}[-_ ]?v?(\\d+)(?![\\db])(?:[._p-](\\d)(?![\\d.bx]))?`);
  return (id) => {
    const match = pattern.exec(id);
    if (match === null) return undefined;
    return { major: Number(match[1]), minor: Number(match[2] ?? 0) };
  };
}
