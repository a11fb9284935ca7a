import { CalculationError } from './calculation-error';

/** Parentheses and signs nested deeper than this are refused, so the stack cannot overflow. */
const MAX_DEPTH = 100;

/**
 * Evaluates an arithmetic expression without `eval`: numbers (`12`, `0.5`, `.5`, `1e3`), `+ - * /`,
 * `^` (power, right-associative and binding tighter than a leading minus, so `-2^2` is `-4`),
 * unary `+` / `-`, parentheses and whitespace.
 *
 * @param expression - The expression, e.g. `(21 + 18) / 2`.
 * @returns Its value.
 * @throws {CalculationError} With the position of the first problem.
 */
export function calculate(expression: string): number {
  let at = 0;
  let depth = 0;

  const skipSpace = (): void => {
    while (at < expression.length && isSpace(expression.charCodeAt(at))) at += 1;
  };
  const peek = (): string | undefined => {
    skipSpace();
    return expression[at];
  };
  // Called at each operator or parenthesis that nests one level deeper, with its position.
  const enter = (position: number): void => {
    depth += 1;
    if (depth > MAX_DEPTH) {
      throw new CalculationError(
        'TOO_DEEP',
        `Expected at most ${MAX_DEPTH} nested levels; level ${depth} opens at ${position}.`,
        position,
      );
    }
  };

  // sum := product (('+' | '-') product)*
  const sum = (): number => {
    let value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      at += 1;
      value = op === '+' ? value + product() : value - product();
    }
    return value;
  };

  // product := unary (('*' | '/') unary)*
  const product = (): number => {
    let value = unary();
    for (let op = peek(); op === '*' || op === '/'; op = peek()) {
      const position = at;
      at += 1;
      const right = unary();
      if (op === '/' && right === 0) {
        throw new CalculationError(
          'DIVISION_BY_ZERO',
          `Division by zero at ${position}.`,
          position,
        );
      }
      value = op === '*' ? value * right : value / right;
    }
    return value;
  };

  // unary := ('+' | '-') unary | power
  const unary = (): number => {
    const sign = peek();
    if (sign !== '+' && sign !== '-') return power();
    enter(at);
    at += 1;
    const value = unary();
    depth -= 1;
    return sign === '-' ? -value : value;
  };

  // power := primary ('^' unary)?
  const power = (): number => {
    const base = primary();
    if (peek() !== '^') return base;
    enter(at);
    at += 1;
    const exponent = unary();
    depth -= 1;
    return base ** exponent;
  };

  // primary := number | '(' sum ')'
  const primary = (): number => {
    const char = peek();
    if (char === '(') {
      enter(at);
      at += 1;
      const value = sum();
      depth -= 1;
      if (peek() !== ')') throw unexpected("')'");
      at += 1;
      return value;
    }
    return number();
  };

  const number = (): number => {
    const start = at;
    while (at < expression.length && isDigit(expression.charCodeAt(at))) at += 1;
    if (expression[at] === '.') {
      at += 1;
      while (at < expression.length && isDigit(expression.charCodeAt(at))) at += 1;
    }
    if (at === start || (at === start + 1 && expression[start] === '.')) {
      at = start;
      throw unexpected('a number or (');
    }
    if (expression[at] === 'e' || expression[at] === 'E') {
      const mark = at;
      at += 1;
      if (expression[at] === '+' || expression[at] === '-') at += 1;
      const digits = at;
      while (at < expression.length && isDigit(expression.charCodeAt(at))) at += 1;
      if (at === digits) at = mark;
    }
    return Number(expression.slice(start, at));
  };

  const unexpected = (expected: string): CalculationError => {
    if (at >= expression.length) {
      return new CalculationError(
        'UNEXPECTED_END',
        `Expected ${expected} at the end of the expression.`,
        at,
      );
    }
    return new CalculationError(
      'UNEXPECTED_CHARACTER',
      `Expected ${expected} at ${at} but found ${JSON.stringify(expression[at])}.`,
      at,
    );
  };

  const value = sum();
  if (peek() !== undefined) throw unexpected('an operator or the end');
  if (!Number.isFinite(value)) {
    throw new CalculationError(
      'NOT_FINITE',
      `The result of ${expression} is not a finite number.`,
      0,
    );
  }
  return value;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
