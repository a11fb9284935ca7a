import { describe, expect, it } from 'vitest';
import { arrowChecks } from './arrow-checks';

describe('arrowChecks', () => {
  it('should check the value of an expression statement, shown on its line', () => {
    expect(arrowChecks("f('a'); // → { a: 1 }", 10, 'ts')).toEqual({
      code: "await __docs.expect(10, async () => (f('a')), () => ({ a: 1 }\n)); // → { a: 1 }",
      checks: 1,
      problems: [],
    });
  });

  it('should read a value over several comment lines, and leave prose after it alone', () => {
    const { code, checks } = arrowChecks(
      'g(\n  1,\n);\n// → [\n//   1,\n// ]\n// (prose)',
      1,
      'ts',
    );
    expect(checks).toBe(1);
    expect(code).toContain(
      'await __docs.expect(4, async () => (g(\n  1,\n)), () => ([\n  1,\n]\n));',
    );
  });

  it('should check the variable a const declares', () => {
    const { code } = arrowChecks('const x = h();\n// → 3', 1, 'ts');
    expect(code).toBe(
      'const x = h();\nawait __docs.expect(2, async () => (x), () => (3\n));\n// → 3',
    );
  });

  it('should check a thrown error by its name and properties', () => {
    const { code } = arrowChecks("p('x'); // → throws ParseError { code: 'NO_JSON' }", 5, 'ts');
    expect(code).toContain(
      `await __docs.expectThrow(5, async () => (p('x')), "ParseError", () => ({ code: 'NO_JSON' }\n));`,
    );
  });

  it.each([
    {
      code: 'f(); // → { a: ',
      says: 'line 3: the value after → is not a complete JavaScript expression',
    },
    { code: 'function f() {} // → 1', says: 'line 3: → must follow an expression statement' },
  ])('should report $says', ({ code, says }) => {
    expect(arrowChecks(code, 3, 'ts').problems).toEqual([expect.stringContaining(says)]);
  });

  it('should leave a snippet without arrows as it is', () => {
    expect(arrowChecks('// plain\nconsole.log(1); // prints 1', 1, 'js')).toEqual({
      code: '// plain\nconsole.log(1); // prints 1',
      checks: 0,
      problems: [],
    });
  });
});
