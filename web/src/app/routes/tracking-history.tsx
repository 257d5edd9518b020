import { Role } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/lib/session';
import { TrackingHistoryScreen } from '@/features/tracking-history/components/tracking-history-screen';

/**
 * beewatchagent/trackinghistory (role-screens §9.1) for the pesticide user ('Environment
 * history'), the swarm coordinator (with the 'Mine / My domain' switch), the professional
 * beekeeper and the bystander.
 */
export function TrackingHistoryRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const roleId = user?.RoleId;
  return (
    <TrackingHistoryScreen
      canSeeDomain={roleId === Role.SwarmCoordinator}
      title={
        roleId === Role.NonBeeKeeper
          ? t('trackingHistory.titleEnvironment')
          : t('trackingHistory.titleTracking')
      }
    />
  );
}
