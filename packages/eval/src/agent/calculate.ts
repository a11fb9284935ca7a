/**
 * Evaluates an arithmetic expression — numbers, `+ - * /`, `%` (remainder), parentheses and
 * unary minus — by recursive descent, never with `eval`: the expression comes from a model.
 *
 * @throws Error naming the position of the first character it cannot read, or a division by 0.
 */
export function calculate(expression: string): number {
  let at = 0;
  const text = expression;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (what: string): never => {
    throw new Error(`cannot read "${expression}" at position ${at + 1}: ${what}.`);
  };
  const primary = (): number => {
    skip();
    if (text[at] === '-') {
      at++;
      return -primary();
    }
    if (text[at] === '(') {
      at++;
      const value = sum();
      skip();
      if (text[at] !== ')') fail('expected ")"');
      at++;
      return value;
    }
    const match = /^\d+(\.\d+)?|^\.\d+/.exec(text.slice(at));
    if (match === null) return fail('expected a number');
    at += match[0].length;
    return Number(match[0]);
  };
  const product = (): number => {
    let value = primary();
    for (;;) {
      skip();
      const operator = text[at];
      if (operator !== '*' && operator !== '/' && operator !== '%') return value;
      at++;
      const right = primary();
      if (operator !== '*' && right === 0) throw new Error(`division by zero in "${expression}".`);
      value = operator === '*' ? value * right : operator === '/' ? value / right : value % right;
    }
  };
  const sum = (): number => {
    let value = product();
    for (;;) {
      skip();
      const operator = text[at];
      if (operator !== '+' && operator !== '-') return value;
      at++;
      const right = product();
      value = operator === '+' ? value + right : value - right;
    }
  };
  const value = sum();
  skip();
  if (at < text.length) fail('unexpected character');
  // 0.1 + 0.2 should read 0.3 to a model, as it would on a desk calculator.
  return Math.round(value * 1e9) / 1e9;
}
