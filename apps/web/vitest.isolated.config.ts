import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared';

/**
 * Web files that need a module graph of their own: those that replace a module the app imports
 * (vi.mock), and those that check what happens when a module is first loaded (zod's jitless setting).
 */
export default mergeConfig(shared, defineConfig({ test: { name: 'web-isolated', include: ['src/**/*.isolated.test.tsx'] } }));
