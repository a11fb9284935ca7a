import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared';

export default defineProject(sharedProjectConfig(import.meta.url));
