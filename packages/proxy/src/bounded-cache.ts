/**
 * Memoizes `make` by key, keeping the `limit` most recently used values: a client that sends a
 * new model id on every request cannot grow it without bound.
 */
export function boundedCache<V>(limit: number, make: (key: string) => V): (key: string) => V {
  const values = new Map<string, V>();
  return (key) => {
    let value = values.get(key);
    if (value !== undefined) {
      // Most recently used last: Map keeps insertion order.
      values.delete(key);
    } else {
      value = make(key);
      if (values.size >= limit) values.delete(values.keys().next().value as string);
    }
    values.set(key, value);
    return value;
  };
}
