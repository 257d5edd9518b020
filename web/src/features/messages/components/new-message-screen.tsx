import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  MessageMsg,
  NewMessageForm,
  roleNameOf,
  type NewMessageForm as NewMessageValues,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useRecipients } from '../api/get-recipients';
import { useSendMessage } from '../api/send-message';
import './messages.css';

const ids = { ToUserName: 'msg-to', Title: 'msg-title', Body: 'msg-body' } as const;

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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewMessageValues, unknown, NewMessageValues>({
    resolver: zodResolver(NewMessageForm),
    defaultValues: { ToUserName: params.get('to') ?? '', Title: params.get('title') ?? '', Body: '' },
  });
  const chosen = watch('ToUserName');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send.mutateAsync(values);
      // The alert banner clears on navigation: the sent box shows it.
      void navigate('/home/messages?box=1', { state: { notice: MessageMsg.messageSent } });
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isTransport ? err.message : t('common.requestFailed'));
    }
  });
  const describe = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
  });
  const error = (name: keyof typeof ids) =>
    errors[name]?.message && (
      <p id={`${ids[name]}-error`} className="field-error" role="alert">
        {translateMessage(errors[name].message)}
      </p>
    );

  return (
    <section aria-labelledby="new-message-title" className="new-message">
      <h1 id="new-message-title">{t('menu.home/newmessage')}</h1>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="msg-search">{t('messages.searchRecipient')}</label>
          <input
            id="msg-search"
            type="search"
            autoComplete="off"
            value={search}
            placeholder={t('messages.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <fieldset
          className="recipient-list"
          aria-describedby={errors.ToUserName ? `${ids.ToUserName}-error` : undefined}
        >
          <legend>{t('messages.recipient')}</legend>
          {(recipients.data ?? []).map((r) => {
            const role = roleNameOf(r.RoleId);
            return (
              <label key={r.UserName} className="check">
                <input
                  type="radio"
                  value={r.UserName}
                  checked={chosen.toLowerCase() === r.UserName.toLowerCase()}
                  onChange={() => setValue('ToUserName', r.UserName, { shouldValidate: true })}
                />
                <span>
                  {r.FullName} ({r.UserName}) · {role ? t(`role.${role}`) : r.RoleId}
                </span>
              </label>
            );
          })}
          {recipients.data?.length === 0 && <p className="hint">{t('messages.noRecipients')}</p>}
          <input type="hidden" {...register('ToUserName')} />
        </fieldset>
        {error('ToUserName')}
        <div className="field">
          <label htmlFor={ids.Title}>{t('messages.title')}</label>
          <input type="text" maxLength={MESSAGE_TITLE_MAX} {...describe('Title')} {...register('Title')} />
          {error('Title')}
        </div>
        <div className="field">
          <label htmlFor={ids.Body}>{t('messages.body')}</label>
          <textarea rows={8} maxLength={MESSAGE_BODY_MAX} {...describe('Body')} {...register('Body')} />
          {error('Body')}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {translateMessage(serverError)}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('messages.send')}</SubmitButton>
      </form>
    </section>
  );
}
