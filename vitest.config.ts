import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'spa',
          globals: true,
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Vitest leaves a core to itself by default; on a 2-core machine that runs one file at a time.
          maxWorkers: 2,
          css: false,
          testTimeout: 20_000,
          // The trader and chat APIs on hosts of their own, so that tests tell their calls from the main API's.
          env: { VITE_TRADER_API_URL: 'http://trader.localhost:3000', VITE_CHAT_API_URL: 'http://chat.localhost:3000' },
        },
      },
      {
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One migrated and one seeded database per run, which each test file copies.
          globalSetup: ['tests/server/helpers/database-templates.ts'],
          // PGlite instances are heavy; two workers fit this 2-core machine.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Three `npm start` processes on PostgreSQL and Redis (tests/scale): CI runs it after the PostgreSQL job.
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
