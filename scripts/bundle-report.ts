import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

export interface ChunkReport {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Rendered bytes per package (node_modules) or `src` for our own code. */
  packages: Record<string, number>;
}

function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match?.[1] ?? (id.includes('/src/') ? 'src' : 'other');
}

/** Writes dist/bundle-report.json: which packages each chunk holds, for scripts/check-budgets.mjs. */
export function bundleReport(): Plugin {
  return {
    name: 'libas-bundle-report',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const name = packageOf(id);
          packages[name] = (packages[name] ?? 0) + info.renderedLength;
        }
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages,
        });
      }
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify({ chunks }, null, 2) });
    },
  };
}
