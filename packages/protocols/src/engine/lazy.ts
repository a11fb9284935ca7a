/**
 * A getter that runs `build` on its first call and returns that same value ever after: for
 * tables that hold no state and are costly to build (a delimiter matcher's 64 KB table), so that
 * every segment shares one and a format that is never used never builds it.
 */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}
