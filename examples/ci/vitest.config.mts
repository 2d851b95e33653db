// Vitest's settings for the CI example: its one test file, run on its own.
import {defineConfig} from 'vitest/config';

export default defineConfig({test: {include: ['checkout.test.ts']}});
