import { useTranslation } from 'react-i18next';
import { useDropdown } from '@/hooks/use-dropdown';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '@/lib/dates';
import { EnvelopeIcon } from '@/components/ui/icons';
import { useLatestMessages } from '../api/get-device-messages';
import { useUnreadCount } from '../api/get-unread-count';
import { displayOf } from '../lib/message-display';
import './messages.css';
import { Button } from '@aws-amplify/ui-react';

/**
 * Header message dropdown (spec §2.5, §9): the unread count and the latest 3 messages (From,
 * SendDate, Title in the UI language; an escalation also its latest record), refreshed every 30 s and on window focus without reloading the page; each
 * opens in home/messages.
 */
export function MessageDropdown() {
  const { t, i18n } = useTranslation();
  const { open, setOpen, panelId, rootRef, onKeyDown } = useDropdown();
  const unread = useUnreadCount();
  const latest = useLatestMessages();
  const count = unread.data ?? 0;
  const messages = latest.data?.messages ?? [];

  return (
    <div className="message-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <Button
        variation="link"
        className="message-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('messages.dropdown.label', { count })}
        onClick={() => setOpen((o) => !o)}
      >
        <EnvelopeIcon />
        {unread.isSuccess && (
          <span className="message-badge" data-testid="unread-count" hidden={count === 0}>
            {count}
          </span>
        )}
      </Button>
      <div id={panelId} className="message-panel" hidden={!open}>
        <p className="message-panel-head">{t('messages.dropdown.unread', { count })}</p>
        {messages.length === 0 ? (
          <p className="hint">{latest.isPending ? t('common.loading') : t('messages.empty')}</p>
        ) : (
          <ul className="message-latest">
            {messages.map((m) => {
              const { title, detail } = displayOf(m, t, i18n.language);
              return (
                <li key={m.MessageId} className={m.IsRead ? undefined : 'unread'}>
                  <Link
                    to={`/home/messages?open=${encodeURIComponent(m.MessageId)}`}
                    onClick={() => setOpen(false)}
                  >
                    <span className="message-from">{m.From}</span>
                    <time dateTime={m.SendDate}>{formatDisplayDate(m.SendDate, i18n.language)}</time>
                    <span className="message-title">{title}</span>
                    {detail && <span className="message-detail">{detail}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <div className="message-panel-links">
          <Link to="/home/messages" onClick={() => setOpen(false)}>
            {t('messages.dropdown.all')}
          </Link>
          <Link to="/home/newmessage" onClick={() => setOpen(false)}>
            {t('menu.home/newmessage')}
          </Link>
        </div>
      </div>
    </div>
  );
}
