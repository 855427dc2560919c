import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy with a `load()` that fetches the code before the component renders. Code already
 * loaded renders at once: React.lazy otherwise suspends at the first render even then, as it waits
 * on a promise, and a part that suspends while a served page hydrates is left for a later pass.
 * A failed load is tried again the next time.
 */
export function lazyReady<P extends object>(importer: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy only calls `then` on what the factory returns; a module already here is handed over
  // within that call, so React has it before it would suspend.
  const ready = (module: Module<P>) => ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? ready(loaded) : load()));
  return Object.assign(Component, { load });
}
