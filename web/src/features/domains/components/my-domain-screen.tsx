import type { DomainRole, DomainUnit } from '@beewatch/shared';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDate } from '@/lib/dates';
import { useMyDomain } from '../api/get-my-domain';

const TITLE_KEY: Record<DomainRole, string> = {
  SwarmCoordinator: 'domains.title.swarm',
  SprayLaison: 'domains.title.spray',
  BeeInspector: 'domains.title.inspection',
};

/**
 * The holder's own domain (role-screens §0.5): beewatchagent/swarmdomain (the coordinator's
 * Swarm Domain, the liaison's Spray Domain) and beeinspector/domain. Its name, who set it last,
 * and its area units with their places. Only an Administrator changes it: the screen says so and
 * links to a message to the administrators.
 */
export function MyDomainScreen() {
  const { t, i18n } = useTranslation();
  const domain = useMyDomain();
  const columns: DataColumn<DomainUnit>[] = [
    { id: 'unit', header: t('domains.unit'), cell: (u) => u.AreaUnit },
    { id: 'place', header: t('domains.place'), cell: (u) => u.PlaceName },
    { id: 'country', header: t('domains.country'), cell: (u) => t(`domains.countries.${u.Country}`) },
  ];
  const title = domain.data ? t(TITLE_KEY[domain.data.RoleName]) : t('domains.title.generic');

  return (
    <section aria-labelledby="my-domain-title">
      <Heading level={1} id="my-domain-title" tabIndex={-1}>
        {title}
      </Heading>
      <QueryStatus query={domain} />
      {domain.data && (
        <Flex direction="column" gap="1rem">
          {domain.data.Units.length === 0 ? (
            <Text>{t('domains.none')}</Text>
          ) : (
            <Text>
              {t('domains.summary', { name: domain.data.Name, count: domain.data.Units.length })}
              {domain.data.UpdatedAt &&
                ` ${t('domains.updated', { date: formatDisplayDate(domain.data.UpdatedAt, i18n.language) })}`}
            </Text>
          )}
          <Text>
            {t('domains.changeHint')} <Link to="/home/newmessage">{t('domains.writeToAdmin')}</Link>
          </Text>
          {domain.data.Units.length > 0 && (
            <DataTable
              label={t('domains.unitsLabel')}
              columns={columns}
              rows={domain.data.Units}
              rowId={(u) => u.AreaUnit}
              emptyText={t('domains.none')}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
