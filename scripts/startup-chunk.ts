import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/**
 * The modules of the entry's file: everything the entries import statically, and the modules they
 * start later by `import()` (`lateStart`), with theirs. Imported dynamically but bundled in the same
 * file, a CommonJS module costs no request and runs when it is called for, not at the bundle's top
 * level (ADR 0007).
 */
export function startupModules(graph: ModuleGraph, lateStart: RegExp): Set<string> {
  const ids = [...graph.getModuleIds()];
  const found = new Set<string>();
  const pending = ids.filter((id) => graph.getModuleInfo(id)?.isEntry || lateStart.test(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** A plugin that works out `startupModules` once the graph is built, and the chunk group test that reads them. */
export function startupChunk(lateStart: RegExp): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  return {
    plugin: {
      name: 'libas-startup-chunk',
      apply: clientBuild,
      buildEnd() {
        modules = startupModules(this, lateStart);
      },
    },
    test: (id) => modules.has(id),
  };
}
