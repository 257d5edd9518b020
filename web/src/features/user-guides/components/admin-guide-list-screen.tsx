import { GuideMsg, Role } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { useAdminGuide, useDeleteGuideItem } from '../api/admin-guides';
import { GUIDE_LANGUAGES, GUIDE_ROLES, pick } from './guide-options';
import './user-guides.css';

/** admin/userguide (spec §2.4): the guide items of a role in a language, with add, edit and delete. */
export function AdminGuideListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [params, setParams] = useSearchParams();
  const roleId = pick(
    params.get('RoleID'),
    GUIDE_ROLES.map((r) => r.id),
    Role.Administrator,
  );
  const languageId = pick(
    params.get('LanguageID'),
    GUIDE_LANGUAGES.map((l) => l.id),
    i18n.language.startsWith('fr') ? 2 : 1,
  );
  const list = useAdminGuide(roleId, languageId);
  const remove = useDeleteGuideItem();
  const [deleting, setDeleting] = useState<string | null>(null);
  const choose = (RoleID: number, LanguageID: number) =>
    setParams({ RoleID: String(RoleID), LanguageID: String(LanguageID) });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ RoleID: roleId, LanguageID: languageId, DetailsID: deleting });
      showAlert('success', translateMessage(GuideMsg.deleted), { autoClose: true });
    } catch (err) {
      showAlert('error', err instanceof ApiError ? translateMessage(err.message) : t('common.requestFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="admin-guide-title">
      <div className="page-head">
        <h1 id="admin-guide-title">{t('menu.admin/userguide')}</h1>
        <Link
          className="btn btn-primary"
          to={`/admin/adduserguide?RoleID=${roleId}&LanguageID=${languageId}`}
        >
          {t('menu.admin/adduserguide')}
        </Link>
      </div>
      <div className="guide-filters">
        <div className="field">
          <label htmlFor="guide-role">{t('userGuides.role')}</label>
          <select id="guide-role" value={roleId} onChange={(e) => choose(Number(e.target.value), languageId)}>
            {GUIDE_ROLES.map((r) => (
              <option key={r.id} value={r.id}>
                {t(`role.${r.name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="guide-language">{t('userGuides.language')}</label>
          <select
            id="guide-language"
            value={languageId}
            onChange={(e) => choose(roleId, Number(e.target.value))}
          >
            {GUIDE_LANGUAGES.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('menu.admin/userguide')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('userGuides.sortOrder')}</th>
              <th scope="col">{t('userGuides.header')}</th>
              <th scope="col">{t('userGuides.updated')}</th>
              <th scope="col">{t('userGuides.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((item) => (
              <tr key={item.DetailsID} data-details-id={item.DetailsID}>
                <td>{item.SortOrder}</td>
                <td>{item.LinkHeader}</td>
                <td>
                  {formatDisplayDate(item.UpdatedAt, i18n.language)} · {item.UpdatedBy}
                </td>
                <td className="nowrap">
                  <Link
                    to={`/admin/adduserguide?RoleID=${roleId}&LanguageID=${languageId}&DetailsID=${item.DetailsID}`}
                  >
                    {t('userGuides.edit')}
                  </Link>{' '}
                  <button type="button" className="link-button" onClick={() => setDeleting(item.DetailsID)}>
                    {t('userGuides.delete')}
                  </button>
                </td>
              </tr>
            ))}
            {list.data?.length === 0 && (
              <tr>
                <td colSpan={4} className="empty">
                  {t('msg.guideEmpty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {list.isPending && <p className="hint">{t('msg.guideLoading')}</p>}
      <ConfirmDialog
        open={deleting !== null}
        title={t('userGuides.deleteTitle')}
        message={t('userGuides.deleteMessage')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
