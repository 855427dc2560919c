import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** The entries and every module they import statically, however deep. */
export function entryModules(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * A chunk group of everything the entry imports statically, found from the module graph once it
 * is built: the entry is then one file. Left to itself, the bundler gives each module the pages
 * share with the entry a small file of its own: seven files, which compress worse than one and
 * take the shop over its 150 KB budget (docs/performance.md, "Bundle budgets").
 */
export function entryChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  return {
    plugin: {
      name: 'libas-entry-chunk',
      apply: clientBuild,
      buildEnd() {
        modules = entryModules(this);
      },
    },
    test: (id) => modules.has(id),
  };
}
