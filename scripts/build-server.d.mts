// Types of scripts/build-server.mjs for the TypeScript that imports it (tests/server/built-server.test.ts).
import type { Metafile } from 'esbuild';

export const SEED_SOURCES: string;
export function buildServer(outdir?: string, options?: { write?: boolean }): Promise<{ metafile: Metafile; outdir: string }>;
export function staticInputs(metafile: Metafile, entry: string): string[];
