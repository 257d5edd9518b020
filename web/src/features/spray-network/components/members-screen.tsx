import { ALERT_CHANNELS, NETWORK_KINDS, type NetworkMember } from '@beewatch/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { useMembers } from '../api/get-members';
import { sprayText } from './labels';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';
import { SelectFilter, type FilterChoice } from '@/components/ui/select-filter';

/**
 * beewatchagent/members for the spray liaison (role-screens §7.2): the people whose apiaries,
 * home or fields lie in their Spray Domain, by postcode district (never an apiary's or a
 * field's position), with their contact details and alert channel; filters by role, district and
 * channel; edit preferences and write to them.
 */
export function SprayMembersScreen() {
  const { t, i18n } = useTranslation();
  const query = useMembers();
  const [kind, setKind] = useState('');
  const [district, setDistrict] = useState('');
  const [channel, setChannel] = useState('');
  const all = useMemo(() => query.data?.Members ?? [], [query.data]);
  const districts = useMemo(() => [...new Set(all.flatMap((m) => m.Districts))].sort(), [all]);
  const rows = useMemo(
    () =>
      all.filter(
        (m) =>
          (!kind || m.Kinds.includes(kind as NetworkMember['Kinds'][number])) &&
          (!district || m.Districts.includes(district)) &&
          (!channel || m.Channel === channel),
      ),
    [all, kind, district, channel],
  );
  /** One of the filters: a select of the column `name`, 'any' first. */
  const filter = (
    name: 'kind' | 'district' | 'channel',
    value: string,
    onChange: (value: string) => void,
    choices: FilterChoice[],
  ) => (
    <SelectFilter
      id={`members-${name}`}
      label={t(`sprayNet.members.col.${name}`)}
      value={value}
      onChange={onChange}
      anyLabel={t('sprayNet.any')}
      choices={choices}
    />
  );
  const columns = useMemo<DataColumn<NetworkMember>[]>(() => {
    const x = sprayText(t, i18n.language);
    return [
      { id: 'name', header: t('sprayNet.members.col.name'), cell: (m) => m.FullName },
      { id: 'kind', header: t('sprayNet.members.col.kind'), cell: (m) => m.Kinds.map(x.kind).join(', ') },
      { id: 'district', header: t('sprayNet.members.col.district'), cell: (m) => m.Districts.join(', ') },
      {
        id: 'contact',
        header: t('sprayNet.members.col.contact'),
        cell: (m) => (
          <span className="spraynet-contact">
            {m.Email ? <a href={`mailto:${m.Email}`}>{m.Email}</a> : '—'}
            {m.Phone && <a href={`tel:${m.Phone}`}>{m.Phone}</a>}
          </span>
        ),
      },
      {
        id: 'channel',
        header: t('sprayNet.members.col.channel'),
        cell: (m) =>
          [x.channel(m.Channel), m.AlertEmail, m.CallBeforeSpraying ? t('sprayNet.members.callFirst') : null]
            .filter(Boolean)
            .join(' · '),
      },
      {
        id: 'sites',
        header: t('sprayNet.members.col.sites'),
        cell: (m) =>
          [
            m.Apiaries ? t('sprayNet.members.apiaries', { count: m.Apiaries, colonies: m.Colonies }) : null,
            m.Fields
              ? t('sprayNet.members.fields', { count: m.Fields, schedules: m.SchedulesThisSeason })
              : null,
          ]
            .filter(Boolean)
            .join(' · ') || '—',
      },
      {
        id: 'actions',
        header: t('sprayNet.members.col.actions'),
        cell: (m) => (
          <span className="spraynet-actions">
            <Link
              to={`/beewatchagent/editmember?user=${encodeURIComponent(m.UserName)}`}
              aria-label={t('sprayNet.members.editOf', { name: m.FullName })}
            >
              {t('sprayNet.members.edit')}
            </Link>
            <Link
              to={`/home/newmessage?to=${encodeURIComponent(m.UserName)}`}
              aria-label={t('sprayNet.members.messageOf', { name: m.FullName })}
            >
              {t('sprayNet.members.message')}
            </Link>
          </span>
        ),
      },
    ];
  }, [t, i18n.language]);

  return (
    <SprayNetScreen titleId="spray-members-title" screen="members">
      <QueryProgress query={query} loadingLabel={t('sprayNet.members.loading')} />
      {query.data && (
        <>
          <p>
            {query.data.Units.length
              ? t('sprayNet.members.domain', { name: query.data.DomainName, count: query.data.Units.length })
              : t('sprayNet.noDomain')}
          </p>
          <div className="spraynet-filters">
            {filter(
              'kind',
              kind,
              setKind,
              NETWORK_KINDS.map((k) => ({ value: k, label: t(`sprayNet.kind.${k}`) })),
            )}
            {filter(
              'district',
              district,
              setDistrict,
              districts.map((d) => ({ value: d, label: d })),
            )}
            {filter(
              'channel',
              channel,
              setChannel,
              ALERT_CHANNELS.map((c) => ({ value: c, label: t(`sprayNet.channel.${c}`) })),
            )}
          </div>
          <DataTable
            label={t('sprayNet.members.title')}
            caption={t('sprayNet.members.caption', { count: rows.length })}
            columns={columns}
            rows={rows}
            rowId={(m) => m.UserName}
            rowAttributes={(m) => ({ 'data-member': m.UserName })}
            emptyText={t('sprayNet.members.empty')}
          />
          <p className="hint">{t('sprayNet.members.confidential')}</p>
        </>
      )}
    </SprayNetScreen>
  );
}
