import { defineProject } from 'vitest/config';

// The repository's own tooling (scripts/*.mjs), tested like a package.
export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'], root: import.meta.dirname },
});
