import { isPlainObject } from './is-plain-object';

/** Iterative walk (no recursion, so any depth is safe) looking for `NaN` or `±Infinity`. */
export function hasNonFiniteNumber(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (isPlainObject(node)) {
      for (const key of Object.keys(node)) stack.push(node[key]);
    }
  }
  return false;
}
