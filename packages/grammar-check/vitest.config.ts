import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared.ts';

export default defineProject(sharedProjectConfig(import.meta.url));
