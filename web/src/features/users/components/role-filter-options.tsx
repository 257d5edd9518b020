import { ROLE_NAMES, Role } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';

/**
 * The options of the administrator's role filters: 'any' (empty) first, then every role an
 * Administrator manages (all but SuperAdministrator), by name in the UI language.
 */
export function RoleFilterOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('users.filter.any')}</option>
      {ROLE_NAMES.filter((r) => r !== 'SuperAdministrator').map((r) => (
        <option key={r} value={Role[r]}>
          {t(`role.${r}`)}
        </option>
      ))}
    </>
  );
}
