import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';

/**
 * A visitor's attempt at a signed-in action: 'Please login first.' and off to /login ("Who may do what").
 * `returnSearch` replaces this page's query on the way back, e.g. to carry an add to the cart, and
 * `returnPathname` this page, e.g. for the product a quick add over a list was choosing.
 */
export function useLoginFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (returnSearch?: string, returnPathname?: string) => {
      void notify.info(t('common.pleaseLogin'));
      // The login page returns here afterwards (ReturnToState of features/auth).
      void navigate(paths.login(), { state: { from: { pathname: returnPathname ?? pathname, search: returnSearch ?? search } } });
    },
    [t, navigate, pathname, search],
  );
}
