import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared.ts';

const shared = sharedProjectConfig(import.meta.url);

// Named after the package folder so that `vitest run --project rjson` selects it.
export default defineProject({ ...shared, test: { ...shared.test, name: 'rjson' } });
