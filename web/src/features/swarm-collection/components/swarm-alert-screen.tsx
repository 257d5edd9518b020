import './swarm-collection.css';
import { SwarmMsg, SwarmStatus } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { useAdoptSwarm } from '../api/adopt-swarm';
import { useSwarmAlert } from '../api/get-swarm-alert';
import { useUpdateSwarmStatus } from '../api/update-swarm-status';
import { placeLabel, statusLabel, typeLabel } from './swarm-labels';
import { failureMessage } from '@/lib/server-error';
import { PageHead } from '@/components/ui/page-head';
import { RecordGate } from '@/components/ui/record-gate';

type Closing = 3 | 4 | 5 | 6;
const CLOSING: [Closing, string][] = [
  [SwarmStatus.Successful, 'successful'],
  [SwarmStatus.Unsuccessful, 'unsuccessful'],
  [SwarmStatus.Failed, 'failed'],
  [SwarmStatus.Abandoned, 'abandon'],
];

/**
 * beekeeper/swarmalert/{id} (the link of the alert): one swarm for an alerted collector.
 * Open: Adopt (the first collector wins). Adopted by them: the reporter's contact details and
 * the status buttons (Successful, Unsuccessful, Failed, give up → re-notified). Taken: said so.
 */
export function SwarmAlertScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const swarm = useSwarmAlert(id);
  const adopt = useAdoptSwarm();
  const status = useUpdateSwarmStatus();
  const [giveUp, setGiveUp] = useState(false);

  const failed = (err: unknown) => {
    showAlert('error', failureMessage(err));
    void swarm.refetch();
  };
  const onAdopt = () =>
    adopt.mutate(id, {
      onSuccess: () => showAlert('success', SwarmMsg.adopted, { autoClose: true }),
      onError: failed,
    });
  const onStatus = (s: Closing) =>
    status.mutate(
      { SwarmID: id, Status: s },
      {
        onSuccess: () => showAlert('success', SwarmMsg.statusSaved, { autoClose: true }),
        onError: failed,
      },
    );

  if (!swarm.isSuccess)
    return (
      <RecordGate
        title={t('swarmCollection.alert.heading')}
        named
        record={swarm}
        back={<Link to="/beekeeper/swarmalerts">{t('swarmCollection.backToList')}</Link>}
      />
    );
  const s = swarm.data;
  const open = !s.AdoptedByMe && !s.Taken;
  const busy = adopt.isPending || status.isPending;

  return (
    <section aria-labelledby="swarm-alert-title" className="swarm-collection swarm-alert">
      <PageHead
        id="swarm-alert-title"
        title={t('swarmCollection.alert.title', { place: `${s.District} ${s.PlaceName}` })}
      >
        <Link to="/beekeeper/swarmalerts">{t('swarmCollection.backToList')}</Link>
      </PageHead>
      <dl className="swarm-facts">
        <dt>{t('swarmCollection.date')}</dt>
        <dd>{formatDisplayDate(s.CreatedAt, i18n.language)}</dd>
        <dt>{t('swarmCollection.where')}</dt>
        <dd>
          {s.District} {s.PlaceName} — {t('swarmCollection.distance', { km: s.DistanceKm })}
        </dd>
        <dt>{t('swarmCollection.what')}</dt>
        <dd>
          {typeLabel(t, s.TypeOption, s.Other)}, {placeLabel(t, s.BeeOption)}
        </dd>
        <dt>{t('swarmCollection.description')}</dt>
        <dd>{s.Description}</dd>
        <dt>{t('swarmCollection.statusLabel')}</dt>
        <dd data-testid="swarm-status">{statusLabel(t, s.Status)}</dd>
      </dl>
      {s.ImageUrl && <img className="swarm-photo" src={s.ImageUrl} alt={t('swarmCollection.photoAlt')} />}
      {open && (
        <div className="swarm-adopt">
          <p>{t('swarmCollection.alert.adoptIntro')}</p>
          <Button variation="primary" onClick={onAdopt} isDisabled={busy}>
            {t('swarmCollection.alert.adopt')}
          </Button>
        </div>
      )}
      {s.Taken && (
        <p className="alert alert-info" role="status" data-testid="swarm-taken">
          {s.GaveUp
            ? t('swarmCollection.alert.gaveUp')
            : s.Status === SwarmStatus.Adopted || s.Status === SwarmStatus.ReNotify
              ? translateMessage(SwarmMsg.alreadyAdopted)
              : t('swarmCollection.alert.closed', { status: statusLabel(t, s.Status) })}
        </p>
      )}
      {s.AdoptedByMe && s.Contact && (
        <div className="swarm-contact" data-testid="swarm-contact">
          <h2>{t('swarmCollection.alert.contact')}</h2>
          <dl className="swarm-facts">
            <dt>{t('swarmCollection.contact.name')}</dt>
            <dd>{s.Contact.Name}</dd>
            <dt>{t('swarmCollection.contact.address')}</dt>
            <dd>
              {s.Contact.Address}
              {s.Contact.Address2 && (
                <>
                  <br />
                  {s.Contact.Address2}
                </>
              )}
              <br />
              {s.Contact.PostCode}
            </dd>
            <dt>{t('swarmCollection.contact.phone')}</dt>
            <dd>
              <a href={`tel:${s.Contact.PhoneNo.replace(/\s+/g, '')}`}>{s.Contact.PhoneNo}</a>
            </dd>
          </dl>
          {s.Status === SwarmStatus.Adopted && (
            <div
              className="swarm-status-actions"
              role="group"
              aria-label={t('swarmCollection.alert.setStatus')}
            >
              {CLOSING.map(([value, key]) => (
                <Button
                  key={value}
                  variation={value === SwarmStatus.Abandoned ? 'primary' : undefined}
                  colorTheme={value === SwarmStatus.Abandoned ? 'error' : undefined}
                  isDisabled={busy}
                  onClick={() => (value === SwarmStatus.Abandoned ? setGiveUp(true) : onStatus(value))}
                >
                  {t(`swarmCollection.alert.${key}`)}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={giveUp}
        title={t('swarmCollection.alert.abandon')}
        message={t('swarmCollection.alert.abandonQuestion')}
        onConfirm={() => {
          setGiveUp(false);
          onStatus(SwarmStatus.Abandoned);
        }}
        onCancel={() => setGiveUp(false)}
      />
    </section>
  );
}
