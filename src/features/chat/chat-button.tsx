import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChatIcon } from '@/components/ui/page-icons';
import { paths } from '@/config/paths';
import { getStoredLogin } from '@/lib/stored-login';

/**
 * The floating round chat button at the bottom corner of every page (spec §2). Opening the chat
 * needs a login (spec §6), so a visitor goes to /login. The panel comes with the chat issue.
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => {
    if (!getStoredLogin()) void navigate(paths.login(), { state: { from: { pathname: window.location.pathname } } });
  };
  return (
    <button
      type="button"
      onClick={open}
      aria-label={t('chat.open')}
      title={t('chat.open')}
      className="fixed bottom-5 end-5 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus-visible:outline-offset-4"
    >
      <ChatIcon size={26} />
    </button>
  );
}
