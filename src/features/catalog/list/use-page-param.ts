import { useSearchParams } from 'react-router-dom';

/** `?page=n` of a paged list (from 1); setting it keeps the rest of the query. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page'));
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) => {
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
