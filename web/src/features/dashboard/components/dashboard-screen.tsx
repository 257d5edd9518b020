import {
  DASHBOARD_EXPIRING_DAYS,
  DASHBOARD_FAILED_SIGN_IN_HOURS,
  DASHBOARD_SPRAY_DAYS,
  DASHBOARD_SWARM_DAYS,
  DASHBOARD_TRACKING_DAYS,
  DASHBOARD_UNADOPTED_HOURS,
  DASHBOARD_UNADOPTED_WINDOW_DAYS,
  SwarmStatus,
  type DashboardSummary,
} from '@beewatch/shared';
import { Button, Flex, Grid, Heading, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/ui/list-error';
import { formatDisplayDate } from '@/lib/dates';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useDashboardTracking } from '../api/get-dashboard-tracking';
import { KpiCard } from './kpi-card';
import './dashboard.css';

/** Status names of spec §3 by value, for the translation keys. */
const STATUS_NAME = Object.fromEntries(Object.entries(SwarmStatus).map(([name, value]) => [value, name]));

/**
 * admin/index for the Administrator (role-screens §1.1): the figures that need attention, as
 * cards, each linking to the screen that lists what it counts where the portal has one.
 * Aggregates only: counts, never a person.
 */
export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const summary = useDashboardSummary();
  const lng = i18n.language;
  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.75rem">
        <Heading level={1} id="dashboard-title">
          {t('dashboard.title')}
        </Heading>
        <Button
          onClick={() => void summary.refetch()}
          isLoading={summary.isFetching}
          loadingText={t('dashboard.refreshing')}
        >
          {t('dashboard.refresh')}
        </Button>
      </Flex>
      <p className="hint">
        {t('dashboard.aggregatesOnly')}
        {summary.data &&
          ` ${t('dashboard.asOf', { time: formatDisplayDate(summary.data.GeneratedAt, lng) })}`}
      </p>
      <ListError query={summary} retry />
      {summary.isPending && !summary.isError && <Loader size="large" ariaLabel={t('common.loading')} />}
      {summary.data && <Figures data={summary.data} />}
    </section>
  );
}

function Figures({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation();
  const users = data.UsersByRole.reduce((total, r) => total + r.Count, 0);
  return (
    <Grid
      className="kpi-grid"
      templateColumns={{ base: '1fr', medium: '1fr 1fr', xl: '1fr 1fr 1fr' }}
      gap="1rem"
    >
      <KpiCard
        testId="kpi-unadopted"
        title={t('dashboard.unadopted.title', { hours: DASHBOARD_UNADOPTED_HOURS })}
        value={data.SwarmsUnadopted}
        caption={t('dashboard.unadopted.caption', {
          hours: DASHBOARD_UNADOPTED_HOURS,
          days: DASHBOARD_UNADOPTED_WINDOW_DAYS,
        })}
      />
      <KpiCard
        testId="kpi-failed-sign-ins"
        title={t('dashboard.failedSignIns.title', { hours: DASHBOARD_FAILED_SIGN_IN_HOURS })}
        value={data.FailedSignIns.Total}
        caption={t('dashboard.failedSignIns.caption')}
      >
        <p className="kpi-detail">
          {t('dashboard.failedSignIns.unknown', { count: data.FailedSignIns.UnknownUserNames })}
        </p>
      </KpiCard>
      <KpiCard
        testId="kpi-spray"
        title={t('dashboard.spray.title', { days: DASHBOARD_SPRAY_DAYS })}
        value={data.SprayNotificationsAhead}
        caption={t('dashboard.spray.caption')}
      />
      <KpiCard
        testId="kpi-swarms"
        title={t('dashboard.swarms.title', { days: DASHBOARD_SWARM_DAYS })}
        value={data.SwarmReports.Total}
        caption={t('dashboard.swarms.caption')}
      >
        <KpiBreakdown
          items={data.SwarmReports.ByStatus.map((s) => ({
            key: String(s.Status),
            label: t(`dashboard.swarmStatus.${STATUS_NAME[s.Status]}`),
            count: s.Count,
          }))}
        />
      </KpiCard>
      <ListCountCard
        name="accessCodes"
        testId="kpi-access-codes"
        value={data.UnusedAccessCodes}
        to="/admin/accesscodelist"
      />
      <ListCountCard name="apiKeys" testId="kpi-api-keys" value={data.ActiveApiKeys} to="/admin/apikeylist" />
      <KpiCard
        testId="kpi-subscriptions"
        title={t('dashboard.subscriptions.title')}
        value={data.Subscriptions.ExpiringSoon}
        caption={t('dashboard.subscriptions.caption', { days: DASHBOARD_EXPIRING_DAYS })}
        link={{ to: '/admin/expirednonactiverenewuser', label: t('dashboard.subscriptions.link') }}
      >
        <p className="kpi-detail">
          {t('dashboard.subscriptions.expired', { count: data.Subscriptions.Expired })}
        </p>
      </KpiCard>
      <TrackingCard />
      <KpiCard
        testId="kpi-users"
        title={t('dashboard.users.title')}
        value={users}
        caption={t('dashboard.users.caption')}
      >
        <KpiBreakdown
          items={data.UsersByRole.map((r) => ({
            key: r.RoleName,
            label: t(`role.${r.RoleName}`),
            count: r.Count,
            testId: `users-${r.RoleName}`,
          }))}
        />
      </KpiCard>
    </Grid>
  );
}

/**
 * A KPI counting what an administrator's list screen holds (`to`): its title, caption and link
 * text are `dashboard.<name>.title`, `.caption` and `.link`.
 */
function ListCountCard({
  name,
  testId,
  value,
  to,
}: {
  name: 'accessCodes' | 'apiKeys';
  testId: string;
  value: number;
  to: string;
}) {
  const { t } = useTranslation();
  return (
    <KpiCard
      testId={testId}
      title={t(`dashboard.${name}.title`)}
      value={value}
      caption={t(`dashboard.${name}.caption`)}
      link={{ to, label: t(`dashboard.${name}.link`) }}
    />
  );
}

/** Tracking records of the last days by category (read by the tracking area, so it loads on its own). */
function TrackingCard() {
  const { t } = useTranslation();
  const tracking = useDashboardTracking();
  if (!tracking.data) return null;
  const d = tracking.data;
  return (
    <KpiCard
      testId="kpi-tracking"
      title={t('dashboard.tracking.title')}
      value={d.Total}
      caption={t('dashboard.tracking.caption', { days: DASHBOARD_TRACKING_DAYS })}
    >
      <KpiBreakdown items={d.ByCategory.map((c) => ({ key: c.CategoryID, label: c.Name, count: c.Count }))} />
    </KpiCard>
  );
}

/** A card's counts by kind (status, role, category): each line its label and its count in the UI language. */
function KpiBreakdown({
  items,
}: {
  items: { key: string; label: string; count: number; testId?: string }[];
}) {
  const { i18n } = useTranslation();
  return (
    <ul className="kpi-breakdown">
      {items.map((item) => (
        <li key={item.key} data-testid={item.testId}>
          <span>{item.label}</span>
          <span>{item.count.toLocaleString(i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}
