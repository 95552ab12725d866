import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests and examples import the package by name, as its users do; it resolves to the sources.
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^honcho-ai$/, replacement: `${src}/index.ts` },
      { find: /^honcho-ai\/(.*)$/, replacement: `${src}/$1` },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'packages/*/tests/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
