import type { DeviceMessage } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { displayOf, textIn } from '../lib/message-display';
import { EscalationRecords } from './escalation-records';

export interface MessageViewDialogProps {
  message: DeviceMessage;
  onClose: () => void;
  onMarkUnread?: () => void;
}

/**
 * One message: sender, recipient, date, title and the body as plain text (never HTML), in the UI
 * language when the portal wrote it in both; an escalation lists its records with their links.
 */
export function MessageViewDialog({ message, onClose, onMarkUnread }: MessageViewDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { title: shown } = displayOf(message, t, i18n.language);
  const reply = () => {
    const title = message.Title.startsWith('Re: ') ? message.Title : `Re: ${message.Title}`;
    void navigate(
      `/home/newmessage?to=${encodeURIComponent(message.FromUserName ?? '')}&title=${encodeURIComponent(title)}`,
    );
  };
  return (
    <Modal
      open
      title={shown}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {message.Box === 0 && onMarkUnread && (
            <Button onClick={onMarkUnread}>{t('messages.markUnread')}</Button>
          )}
          {message.Box === 0 && message.FromUserName && (
            <Button variation="primary" onClick={reply}>
              {t('messages.reply')}
            </Button>
          )}
        </>
      }
    >
      <dl className="message-meta">
        <dt>{t('messages.from')}</dt>
        <dd>{message.From}</dd>
        <dt>{t('messages.to')}</dt>
        <dd>{message.To}</dd>
        <dt>{t('messages.sendDate')}</dt>
        <dd>
          <time dateTime={message.SendDate}>{formatDisplayDate(message.SendDate, i18n.language)}</time>
        </dd>
      </dl>
      {message.Escalation ? (
        <EscalationRecords group={message.Escalation} />
      ) : (
        <div className="message-body" data-testid="message-body">
          {textIn(message, i18n.language).Body}
        </div>
      )}
    </Modal>
  );
}
