import { coerceScalar } from '@tool/coercion';
import { leafText } from './element-value';
import type { ScalarPlan } from './schema-info';

/**
 * The value of a typed leaf whose text is `xml` from `start` to `end`, converted by a plain scalar
 * plan (see `SchemaInfo.scalar`): exactly `coerceScalar(leafText(text), plan)`, the read and the
 * coercion the full reader gives such a leaf. The usual texts — a plain number literal, `true`,
 * `false` — are converted where they stand, without a slice, a trim, an entity scan and a second
 * parse; anything else takes the general way.
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
 * (`-`, digits, a fraction, an exponent: a subset of what coercion reads), with the value
 * `Number` gives it; `undefined` for anything else, which the general way then reads.
 */
function numberAt(xml: string, start: number, end: number): number | undefined {
  const negative = xml.charCodeAt(start) === 0x2d; /* - */
  let i = negative ? start + 1 : start;
  const first = i;
  i = addDigits(xml, i, end);
  let digits = i - first;
  if (digits === 0) return undefined;
  // Every digit, integer part and fraction, as one integer: exact up to 15 digits.
  let mantissa = added;
  let scale = 0;
  if (i < end && xml.charCodeAt(i) === 0x2e /* . */) {
    const from = i + 1;
    i = addDigits(xml, from, end, mantissa);
    if (i === from) return undefined;
    mantissa = added;
    digits += i - from;
    scale = from - i;
  }
  if (i < end && (xml.charCodeAt(i) | 0x20) === 0x65 /* e, E */) {
    const sign = xml.charCodeAt(i + 1);
    const from = sign === 0x2b || sign === 0x2d ? i + 2 : i + 1;
    i = addDigits(xml, from, end);
    if (i === from) return undefined;
    scale += sign === 0x2d ? -added : added;
  }
  if (i !== end) return undefined;
  // An exact integer times or over an exact power of ten is one correctly rounded operation:
  // the double nearest the literal, which is what `Number` returns (Clinger's fast path).
  if (digits <= 15 && scale >= -22 && scale <= 22) {
    const value =
      scale >= 0 ? mantissa * (POW10[scale] as number) : mantissa / (POW10[-scale] as number);
    return negative ? -value : value;
  }
  const parsed = Number(xml.slice(start, end));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The powers of ten a double holds exactly: 1e0 … 1e22. */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Reads the run of digits from `from` into {@link added} (after `base`'s digits: `base * 10^n +
 * digits`; past 15 digits no longer exact, which the caller checks) and returns where it ends.
 */
function addDigits(xml: string, from: number, end: number, base = 0): number {
  let value = base;
  let i = from;
  for (; i < end; i++) {
    const digit = xml.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  added = value;
  return i;
}

/** What the last {@link addDigits} read; parsing is synchronous. */
let added = 0;
