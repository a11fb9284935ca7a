import { describe, expect, it } from 'vitest';
import { googleDslLiteral } from './google-dsl-literal';

describe('googleDslLiteral', () => {
  it('should write bare keys, quoted strings and JSON scalars, nested', () => {
    expect(
      googleDslLiteral(
        { city: 'Paris', days: 3, ok: true, n: null, deep: { list: [1, 'a'] } },
        '<|"|>',
      ),
    ).toBe('{city:<|"|>Paris<|"|>,days:3,ok:true,n:null,deep:{list:[1,<|"|>a<|"|>]}}');
    expect(googleDslLiteral(['x'], '<escape>')).toBe('[<escape>x<escape>]');
  });
});
