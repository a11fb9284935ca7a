import { parseNumberText } from './parse-number-text';

/** A numeric string whose value is a safe integer (`"3.0"` → 3, `"1e3"` → 1000), else `undefined`. */
export function parseIntegerText(text: string): number | undefined {
  const value = parseNumberText(text.trim());
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}
