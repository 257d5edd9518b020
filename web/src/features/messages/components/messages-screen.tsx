import { MessageBox, type DeviceMessage, type MessageBoxValue } from '@beewatch/shared';
import { Button, Flex } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSavedNotice } from '@/components/ui/alerts';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useDeviceMessages } from '../api/get-device-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { displayOf } from '../lib/message-display';
import { MessageViewDialog } from './message-view-dialog';
import './messages.css';
import { PageHead } from '@/components/ui/page-head';
import { ListError } from '@/components/ui/list-error';

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
  useSavedNotice();

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
  const lng = i18n.language;
  const columns = useMemo<DataColumn<DeviceMessage>[]>(() => {
    const all: DataColumn<DeviceMessage>[] = [
      {
        id: 'who',
        header: t(box === 0 ? 'messages.from' : 'messages.to'),
        cell: (m) => (box === 0 ? m.From : m.To),
      },
      {
        id: 'title',
        header: t('messages.title'),
        cell: (m) => {
          const { title, detail } = displayOf(m, t, lng);
          return (
            <Button variation="link" size="small" onClick={() => setOpenId(m.MessageId)}>
              {title}
              {detail && <span className="message-detail">{detail}</span>}
            </Button>
          );
        },
      },
      {
        id: 'date',
        header: t('messages.sendDate'),
        className: 'nowrap',
        cell: (m) => <time dateTime={m.SendDate}>{formatDisplayDate(m.SendDate, lng)}</time>,
      },
    ];
    if (box === 0)
      all.push({
        id: 'status',
        header: t('messages.status'),
        cell: (m) => t(m.IsRead ? 'messages.read' : 'messages.unread'),
      });
    return all;
  }, [box, t, lng]);

  return (
    <section aria-labelledby="messages-title" className="messages-screen">
      <PageHead
        amplifyHeading
        id="messages-title"
        title={t('menu.home/messages')}
        primaryLink={{ to: '/home/newmessage', label: t('menu.home/newmessage') }}
      />
      <div className="message-tabs" role="tablist" aria-label={t('messages.boxes')}>
        {([0, 1] as const).map((b) => (
          <Button
            key={b}
            role="tab"
            aria-selected={box === b}
            variation={box === b ? 'primary' : undefined}
            onClick={() => chooseBox(b)}
          >
            {t(b === 0 ? 'messages.inbox' : 'messages.sent')}
          </Button>
        ))}
      </div>
      <ListError query={list} />
      <DataTable
        label={t(box === 0 ? 'messages.inbox' : 'messages.sent')}
        className="message-table"
        columns={columns}
        rows={messages}
        rowId={(m) => m.MessageId}
        rowClassName={(m) => (m.IsRead ? undefined : 'unread')}
        loading={list.isPending}
        emptyText={t('messages.empty')}
      />
      {list.isPending && <p className="hint">{t('common.loading')}</p>}
      <Flex as="nav" className="pager" alignItems="center" aria-label={t('messages.pages')}>
        <Button isDisabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {t('messages.previous')}
        </Button>
        <span>{t('messages.page', { page: page + 1 })}</span>
        <Button isDisabled={!next || list.isPlaceholderData} onClick={goNext}>
          {t('messages.next')}
        </Button>
      </Flex>
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
