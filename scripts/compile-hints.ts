import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

interface ChunkInfo {
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * What a server-rendered page runs as it hydrates: the entry, the chunks of shared modules
 * (vite.config.ts), the three pages the server renders, and the footer.
 */
export function runsAtStart({ name, isEntry, facadeModuleId }: ChunkInfo): boolean {
  if (isEntry) return true;
  if (facadeModuleId === null) return name === 'shared' || name === 'catalog';
  return /[\\/]src[\\/]app[\\/](routes[\\/](home|shop|product)|layout[\\/]footer)\.tsx$/.test(facadeModuleId);
}

/**
 * Marks the chunks a page runs at start with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136+). Their functions are then compiled on a background thread while the file downloads,
 * rather than one by one on the main thread the first time each runs during hydration. Other
 * browsers read a comment.
 */
export function compileHints(isStartup: (chunk: ChunkInfo) => boolean = runsAtStart): Plugin {
  return {
    name: 'libas-compile-hints',
    apply: clientBuild,
    generateBundle: {
      // After Vite's own additions: the hint must open the file.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && isStartup(output)) output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
        }
      },
    },
  };
}
