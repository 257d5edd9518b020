import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  MessageMsg,
  NewMessageForm,
  roleNameOf,
} from '@beewatch/shared';
import { Heading, TextField } from '@aws-amplify/ui-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FormRadioGroupField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { useRecipients } from '../api/get-recipients';
import { useSendMessage } from '../api/send-message';
import './messages.css';
import { savedState } from '@/components/ui/alerts';

/**
 * home/newmessage (spec §2.2): the recipient is chosen by user name among the users the sender's
 * role may reach (the server lists them and enforces the same rule on send), then a title and the
 * message (plain text).
 */
export function NewMessageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const send = useSendMessage();
  const [search, setSearch] = useState(params.get('to') ?? '');
  const deferred = useDeferredValue(search);
  const recipients = useRecipients(deferred);
  const { form, submit, serverError } = useSchemaForm(NewMessageForm, {
    defaultValues: { ToUserName: params.get('to') ?? '', Title: params.get('title') ?? '', Body: '' },
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      // The alert banner clears on navigation: the sent box shows it.
      void navigate('/home/messages?box=1', savedState(MessageMsg.messageSent));
    },
  });
  const { setValue, watch } = form;
  const chosen = watch('ToUserName');
  const found = recipients.data ?? [];
  // A user name given in the address (a reply) takes the listed spelling once it is found.
  const listed = found.find((r) => r.UserName.toLowerCase() === chosen.toLowerCase())?.UserName;
  useEffect(() => {
    if (listed && listed !== chosen) setValue('ToUserName', listed);
  }, [listed, chosen, setValue]);

  return (
    <section aria-labelledby="new-message-title" className="new-message">
      <Heading level={1} id="new-message-title">
        {t('menu.home/newmessage')}
      </Heading>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          id="msg-search"
          type="search"
          label={t('messages.searchRecipient')}
          autoComplete="off"
          value={search}
          placeholder={t('messages.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
        <FormRadioGroupField
          name="ToUserName"
          label={t('messages.recipient')}
          className="recipient-list"
          choices={found.map((r) => {
            const role = roleNameOf(r.RoleId);
            return {
              value: r.UserName,
              label: `${r.FullName} (${r.UserName}) · ${role ? t(`role.${role}`) : r.RoleId}`,
            };
          })}
        />
        {recipients.data?.length === 0 && <p className="hint">{t('messages.noRecipients')}</p>}
        <FormTextField
          name="Title"
          id="msg-title"
          label={t('messages.title')}
          maxLength={MESSAGE_TITLE_MAX}
        />
        <FormTextAreaField
          name="Body"
          id="msg-body"
          label={t('messages.body')}
          rows={8}
          maxLength={MESSAGE_BODY_MAX}
        />
        <FormSubmit error={serverError}>{t('messages.send')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
