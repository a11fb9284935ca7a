import { coerceScalar } from '@tool/coercion';
import { leafText } from './element-value';
import type { ScalarPlan } from './schema-info';

/**
 * The value of a typed leaf whose text is `xml` from `start` to `end`, converted by a plain scalar
 * plan (see `SchemaInfo.scalar`): exactly `coerceScalar(leafText(text), plan)`, the read and the
 * coercion the full reader gives such a leaf. The usual texts — a plain number literal, `true`,
 * `false` — are converted where they stand, without a trim, an entity scan and a second parse
 * (up to 15 plain digits without a slice either); anything else takes the general way.
 */
export function readScalar(xml: string, start: number, end: number, plan: ScalarPlan): unknown {
  if (plan === 'integer' || plan === 'number') {
    const value = numberAt(xml, start, end);
    if (value !== undefined && (plan === 'number' || Number.isSafeInteger(value))) return value;
  } else if (plan === 'boolean') {
    if (end - start === 4 && xml.startsWith('true', start)) return true;
    if (end - start === 5 && xml.startsWith('false', start)) return false;
  }
  return coerceScalar(leafText(xml.slice(start, end)), plan);
}

/**
 * The number spelled from `start` to `end` when that is all of the text and a JSON-style literal
 * (`-`, digits, a fraction, an exponent: a subset of what coercion reads, with the same value);
 * `undefined` for anything else, which the general way then reads.
 */
function numberAt(xml: string, start: number, end: number): number | undefined {
  const first = xml.charCodeAt(start) === 0x2d /* - */ ? start + 1 : start;
  let i = first;
  // Plain digits are added up as they are read: up to 15 the sum is exact, what `Number` gives.
  let value = 0;
  for (; i < end; i++) {
    const digit = xml.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  const digits = i - first;
  if (digits === 0) return undefined;
  if (i === end && digits <= 15) return first === start ? value : -value;
  if (i < end && xml.charCodeAt(i) === 0x2e /* . */) i = digitsEnd(xml, i + 1, end, 1);
  if (i < end && (xml.charCodeAt(i) | 0x20) === 0x65 /* e, E */) {
    const sign = xml.charCodeAt(i + 1);
    i = digitsEnd(xml, sign === 0x2b || sign === 0x2d ? i + 2 : i + 1, end, 1);
  }
  if (i !== end) return undefined;
  const parsed = Number(xml.slice(start, end));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The index after at least `least` digits from `from`, or `end + 1` (no match) with fewer. */
function digitsEnd(xml: string, from: number, end: number, least: number): number {
  let i = from;
  while (i < end && xml.charCodeAt(i) >= 0x30 && xml.charCodeAt(i) <= 0x39) i++;
  return i - from < least ? end + 1 : i;
}
