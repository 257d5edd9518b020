import { MessageBox, type DeviceMessage, type MessageBoxValue } from '@beewatch/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { useDeviceMessages } from '../api/get-device-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageViewDialog } from './message-view-dialog';
import './messages.css';

/**
 * home/messages (spec §2.2): Inbox (0) and Sent (1), newest first, 10 a page with Previous and
 * Next (paging by key: the tokens of the pages seen are kept, so Previous needs no new query
 * type). Opening an unread message marks it read; it can be marked unread again.
 */
export function MessagesScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const box: MessageBoxValue = params.get('box') === '1' ? MessageBox.Sent : MessageBox.Inbox;
  // tokens[i] is the NextToken that opens page i + 1 (tokens[0] = null: the first page).
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(params.get('open'));
  const list = useDeviceMessages(box, page + 1, tokens[page] ?? null);
  const mark = useMarkMessageRead();
  const messages = list.data?.messages ?? [];
  const next = list.data?.nextToken ?? null;
  const opened = messages.find((m) => m.MessageId === openId) ?? null;
  const { showAlert } = useAlerts();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (notice) showAlert('success', notice, { autoClose: true });
  }, [notice, showAlert]);

  useEffect(() => {
    setTokens([null]);
    setPage(0);
  }, [box]);
  useEffect(() => {
    const fromUrl = params.get('open');
    if (fromUrl) setOpenId(fromUrl);
  }, [params]);
  useEffect(() => {
    if (opened && opened.Box === 0 && !opened.IsRead && !mark.isPending)
      mark.mutate({ MessageId: opened.MessageId, IsRead: true });
    // Only when another message opens: marking changes `opened` again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened?.MessageId, opened?.IsRead]);

  const chooseBox = (b: MessageBoxValue) => setParams(b === 1 ? { box: '1' } : {});
  const goNext = () => {
    if (!next) return;
    setTokens((ts) => [...ts.slice(0, page + 1), next]);
    setPage((p) => p + 1);
  };
  const close = () => {
    setOpenId(null);
    if (params.get('open')) {
      params.delete('open');
      setParams(params, { replace: true });
    }
  };
  const who = (m: DeviceMessage) => (box === 0 ? m.From : m.To);

  return (
    <section aria-labelledby="messages-title" className="messages-screen">
      <div className="page-head">
        <h1 id="messages-title">{t('menu.home/messages')}</h1>
        <Link className="btn btn-primary" to="/home/newmessage">
          {t('menu.home/newmessage')}
        </Link>
      </div>
      <div className="message-tabs" role="tablist" aria-label={t('messages.boxes')}>
        {([0, 1] as const).map((b) => (
          <button
            key={b}
            type="button"
            role="tab"
            aria-selected={box === b}
            className={box === b ? 'btn btn-primary' : 'btn'}
            onClick={() => chooseBox(b)}
          >
            {t(b === 0 ? 'messages.inbox' : 'messages.sent')}
          </button>
        ))}
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error instanceof ApiError && !list.error.isTransport
            ? translateMessage(list.error.message)
            : t('common.requestFailed')}
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table message-table">
          <caption className="visually-hidden">{t(box === 0 ? 'messages.inbox' : 'messages.sent')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(box === 0 ? 'messages.from' : 'messages.to')}</th>
              <th scope="col">{t('messages.title')}</th>
              <th scope="col">{t('messages.sendDate')}</th>
              {box === 0 && <th scope="col">{t('messages.status')}</th>}
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.MessageId} data-message-id={m.MessageId} className={m.IsRead ? undefined : 'unread'}>
                <td>{who(m)}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => setOpenId(m.MessageId)}>
                    {m.Title}
                  </button>
                </td>
                <td className="nowrap">
                  <time dateTime={m.SendDate}>{formatDisplayDate(m.SendDate, i18n.language)}</time>
                </td>
                {box === 0 && <td>{t(m.IsRead ? 'messages.read' : 'messages.unread')}</td>}
              </tr>
            ))}
            {!list.isPending && messages.length === 0 && (
              <tr>
                <td colSpan={box === 0 ? 4 : 3} className="empty">
                  {t('messages.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {list.isPending && <p className="hint">{t('common.loading')}</p>}
      <nav className="pager" aria-label={t('messages.pages')}>
        <button type="button" className="btn" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {t('messages.previous')}
        </button>
        <span>{t('messages.page', { page: page + 1 })}</span>
        <button type="button" className="btn" disabled={!next || list.isPlaceholderData} onClick={goNext}>
          {t('messages.next')}
        </button>
      </nav>
      {opened && (
        <MessageViewDialog
          message={opened}
          onClose={close}
          onMarkUnread={() => {
            mark.mutate({ MessageId: opened.MessageId, IsRead: false });
            close();
          }}
        />
      )}
    </section>
  );
}
