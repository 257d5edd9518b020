import {
  ACCESS_CODE_MAX_USES,
  GRANTABLE_ROLE_IDS,
  REGISTRATION_MAX,
  roleNameOf,
  type AccessCodeRow,
  type GenerateAccessCodeRequest as GenerateInput,
  type GenerateAccessCodeValues,
  GenerateAccessCodeFields,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useGenerateAccessCode } from '../api/access-codes-api';
import { translateAccessCodeMessage } from '../lib/messages';

export interface GenerateAccessCodeDialogProps {
  onClose: () => void;
  onGenerated: (code: AccessCodeRow) => void;
}

const fieldIds = {
  RoleID: 'gen-role',
  ExpiryDate: 'gen-expiry',
  MaxUses: 'gen-uses',
  PurchaserEmail: 'gen-email',
} as const;

/** Generate popup of admin/accesscodelist: role, subscription expiry, uses (1–1000), purchaser email. */
export function GenerateAccessCodeDialog({ onClose, onGenerated }: GenerateAccessCodeDialogProps) {
  const { t } = useTranslation();
  const generate = useGenerateAccessCode();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GenerateInput, unknown, GenerateAccessCodeValues>({
    resolver: zodResolver(GenerateAccessCodeFields),
    defaultValues: { RoleID: '', ExpiryDate: '', MaxUses: 1, PurchaserEmail: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onGenerated(await generate.mutateAsync(values));
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isTransport ? err.message : t('common.requestFailed'));
    }
  });

  const describe = (name: keyof typeof fieldIds) => ({
    id: fieldIds[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldIds[name]}-error` : undefined,
  });
  const error = (name: keyof typeof fieldIds) =>
    errors[name]?.message && (
      <p id={`${fieldIds[name]}-error`} className="field-error" role="alert">
        {translateAccessCodeMessage(errors[name].message)}
      </p>
    );

  return (
    <Modal open title={t('registration.accessCodes.generateTitle')} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldIds.RoleID}>{t('registration.accessCodes.role')}</label>
          <select {...describe('RoleID')} {...register('RoleID')}>
            <option value="">{t('registration.accessCodes.selectRole')}</option>
            {GRANTABLE_ROLE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`role.${roleNameOf(id)}`)}
              </option>
            ))}
          </select>
          {error('RoleID')}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.ExpiryDate}>{t('registration.accessCodes.expiryDate')}</label>
          <input type="date" {...describe('ExpiryDate')} {...register('ExpiryDate')} />
          {error('ExpiryDate')}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.MaxUses}>{t('registration.accessCodes.maxUses')}</label>
          <input
            type="number"
            min={1}
            max={ACCESS_CODE_MAX_USES}
            {...describe('MaxUses')}
            {...register('MaxUses')}
          />
          {error('MaxUses')}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.PurchaserEmail}>{t('registration.accessCodes.purchaserEmail')}</label>
          <input
            type="email"
            maxLength={REGISTRATION_MAX.Email}
            {...describe('PurchaserEmail')}
            {...register('PurchaserEmail')}
          />
          {error('PurchaserEmail')}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {translateAccessCodeMessage(serverError)}
          </p>
        )}
        <div className="modal-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={generate.isPending}
            aria-busy={generate.isPending}
          >
            {t('registration.accessCodes.generate')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
