import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyReady } from '@/lib/lazy-ready';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyReady', () => {
  it('renders code already loaded at once, without showing the fallback', async () => {
    const Lazy = lazyReady(() => Promise.resolve({ default: Greeting }));
    await Lazy.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Huda" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByText('Hello Huda')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends for code not yet loaded, as React.lazy does, and loads it once', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyReady(importer);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Huda" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Huda')).toBeInTheDocument();
    await Lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again the next time', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Lazy = lazyReady(importer);
    await expect(Lazy.load()).rejects.toThrow('offline');
    await expect(Lazy.load()).resolves.toEqual({ default: Greeting });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hydrates served HTML in the first pass once loaded: the part answers at once', async () => {
    const Lazy = lazyReady(() => Promise.resolve({ default: ({ onClick }: { onClick: () => void }) => <button onClick={onClick}>Open</button> }));
    await Lazy.load();
    const clicked = vi.fn();
    const app = (
      <Suspense fallback={null}>
        <Lazy onClick={clicked} />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const served = container.querySelector('button')!;
    const root = await act(async () => hydrateRoot(container, app));
    // The served button itself, claimed by React and wired up.
    expect(container.querySelector('button')).toBe(served);
    served.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
