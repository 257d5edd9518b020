import { ConversationReplyRequest } from '@beewatch/shared';
import * as z from 'zod/mini';
import { Alert, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FormSubmit, FormTextAreaField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { useConversation } from '../api/get-conversation';
import { useReplyConversation } from '../api/reply-conversation';
import './beekeeper.css';
import { serverErrorText } from '@/lib/server-error';

const ReplyForm = z.pick(ConversationReplyRequest, { Body: true });

/**
 * home/sprayconversation/:threadId: the anonymous conversation between a beekeeper and the farmer
 * of a spray notification (role-screens §5.3 'message the farmer'), for either side. Each sees
 * 'You' and 'the farmer' or 'the beekeeper', never a name.
 */
export function ConversationScreen() {
  const { t, i18n } = useTranslation();
  const { threadId = '' } = useParams();
  const conversation = useConversation(threadId);
  const reply = useReplyConversation();
  const { form, submit, serverError } = useSchemaForm(ReplyForm, {
    defaultValues: { Body: '' },
    onSubmit: async ({ Body }) => {
      await reply.mutateAsync({ ThreadID: threadId, Body });
      form.reset({ Body: '' });
    },
  });
  const c = conversation.data;
  const other =
    c?.Side === 'beekeeper' ? t('beekeeper.conversation.farmer') : t('beekeeper.conversation.beekeeper');
  return (
    <section className="bk-page" aria-labelledby="bk-conversation-title">
      <h1 id="bk-conversation-title" tabIndex={-1}>
        {t('beekeeper.conversation.title')}
      </h1>
      {conversation.isPending && <Loader ariaLabel={t('beekeeper.loading')} />}
      {conversation.isError && (
        <Alert variation="error" role="alert">
          {serverErrorText(conversation.error)}
        </Alert>
      )}
      {c && (
        <>
          <p>
            {t('beekeeper.conversation.about', {
              date: formatDisplayDay(c.TreatmentDate, i18n.language),
              product: c.Product,
            })}
          </p>
          <p>{t('beekeeper.conversation.anonymous')}</p>
          {c.Messages.length === 0 ? (
            <p>{t('beekeeper.conversation.none')}</p>
          ) : (
            <ol className="bk-messages" aria-label={t('beekeeper.conversation.title')}>
              {c.Messages.map((m) => (
                <li key={`${m.At}-${m.From}`} className={m.From === 'me' ? 'mine' : undefined}>
                  <span className="bk-meta">
                    {m.From === 'me' ? t('beekeeper.conversation.me') : other} ·{' '}
                    {formatDisplayDate(m.At, i18n.language)}
                  </span>
                  {m.Body}
                </li>
              ))}
            </ol>
          )}
          <SchemaForm form={form} onSubmit={submit} gap="0.75rem">
            <FormTextAreaField
              name="Body"
              label={t('beekeeper.conversation.reply')}
              rows={4}
              maxLength={2000}
            />
            <div>
              <FormSubmit error={serverError}>{t('beekeeper.conversation.send')}</FormSubmit>
            </div>
          </SchemaForm>
        </>
      )}
    </section>
  );
}
