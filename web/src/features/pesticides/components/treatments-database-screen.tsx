import { PesticideMsg, type Mixture, type Product } from '@beewatch/shared';
import { Button, TextField } from '@aws-amplify/ui-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormError } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import type { MessageSource } from '@/lib/i18n';
import { useFindProducts } from '../api/find-products';
import { useTrafficLight } from '../api/get-traffic-light';
import { useDeleteMixture, useMixtures, useSaveMixture } from '../api/mixtures';
import { ProductCatalogue } from './product-list-screen';
import { LightReasons, TrafficLightBadge } from './traffic-light';
import { PanelForm } from './panel-form';
import './pesticides.css';
import { failureMessage } from '@/lib/server-error';
import { formatDisplayDay } from '@/lib/dates';

/** Safe-use advice for a light (paraphrasing the SPe 8 label phrases; role-screens §3.2). */
function Advice({ light }: { light: Product['TrafficLight'] }) {
  const { t } = useTranslation();
  return <p className="hint">{t(`pesticides.advice.${light}`)}</p>;
}

/** The detail of one product: every field, its light from GetTrafficLightUrl and the advice. */
function ProductDetail({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const light = useTrafficLight({ ProductID: product.ProductID });
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
  return (
    <Modal open title={product.Name} onClose={onClose} size="lg">
      <div className="product-detail" tabIndex={0} role="region" aria-label={product.Name}>
        <p>
          <TrafficLightBadge light={light.data?.TrafficLight ?? product.TrafficLight} url={light.data?.Url} />
        </p>
        <LightReasons reasons={light.data?.Reasons ?? product.LightReasons} />
        <Advice light={product.TrafficLight} />
        <dl>
          {row(t('pesticides.col.number'), `${product.Country} ${product.AuthorisationNumber}`)}
          {row(t('pesticides.col.holder'), product.Holder)}
          {row(t('pesticides.col.formulation'), product.Formulation)}
          {row(t('pesticides.col.type'), t(`sprayEnum.pesticideType.${product.PesticideType}`))}
          {row(
            t('pesticides.col.substances'),
            product.Substances.map((s) => `${s.Name} ${s.Concentration} ${s.Unit}`).join(', '),
          )}
          {row(t('pesticides.col.uses'), product.Uses)}
          {row(
            t('pesticides.col.status'),
            `${t(product.Usable ? 'pesticides.usable' : product.Status === 'Authorised' ? 'pesticides.expired' : `pesticides.status.${product.Status}`)} · ${formatDisplayDay(product.ExpiryDate, i18n.language)}`,
          )}
          {row(
            t('pesticides.products.statements'),
            product.BeeHazardStatements.map((s) => t(`pesticides.statement.${s}`)).join('; '),
          )}
          {row(t('pesticides.products.hazardText'), product.BeeHazardText)}
          {row(t('pesticides.products.notes'), product.Notes)}
        </dl>
        {product.Usable ? (
          <Link
            className="btn btn-primary"
            to={`/pesticide/addtreatmentschedule?ProductID=${product.ProductID}`}
          >
            {t('pesticides.finder.useInSchedule')}
          </Link>
        ) : (
          <p className="hint">{t('pesticides.finder.cannotUse')}</p>
        )}
      </div>
    </Modal>
  );
}

/** The caller's tank mixes with their light, 'use in schedule' and delete. */
function MyMixtures() {
  const { t } = useTranslation();
  const mixes = useMixtures();
  const remove = useDeleteMixture();
  const columns = useMemo<DataColumn<Mixture>[]>(
    () => [
      { id: 'name', header: t('pesticides.finder.mixName'), cell: (m) => m.Name },
      {
        id: 'products',
        header: t('pesticides.col.products'),
        cell: (m) => m.Products.map((p) => p.Name).join(' + '),
      },
      {
        id: 'light',
        header: t('pesticides.col.beeHazard'),
        cell: (m) => (
          <>
            <TrafficLightBadge light={m.TrafficLight} />
            {m.LightReasons.includes('pyrethroidAzole') && (
              <span className="hint"> · {t('pesticides.reason.pyrethroidAzole')}</span>
            )}
          </>
        ),
      },
      {
        id: 'use',
        header: t('pesticides.actions'),
        headerHidden: true,
        cell: (m) => (
          <span className="pesticide-actions">
            {m.Usable ? (
              <Link
                to={`/pesticide/addtreatmentschedule?MixtureID=${m.MixtureID}`}
                aria-label={t('pesticides.finder.useNamed', { name: m.Name })}
              >
                {t('pesticides.finder.useInSchedule')}
              </Link>
            ) : (
              <span className="hint">{t('pesticides.expired')}</span>
            )}{' '}
            <Button
              size="small"
              onClick={() => remove.mutate(m.MixtureID)}
              aria-label={t('pesticides.removeNamed', { name: m.Name })}
            >
              {t('pesticides.remove')}
            </Button>
          </span>
        ),
      },
    ],
    [t, remove],
  );
  return (
    <section aria-labelledby="mixes-title" className="mix-panel">
      <h2 id="mixes-title">{t('pesticides.finder.myMixes')}</h2>
      <DataTable
        label={t('pesticides.finder.myMixes')}
        columns={columns}
        rows={mixes.data ?? []}
        rowId={(m) => m.MixtureID}
        loading={mixes.isPending}
        emptyText={t('pesticides.finder.noMixes')}
      />
    </section>
  );
}

/**
 * pesticide/treatmentsdatabase (role-screens §3.2): the farmer's product finder on the catalogue —
 * each product's bee-hazard light and advice, 'use in schedule', and tank mixes of 2–5 usable
 * products saved with pesticide/SaveMixture (the mix's light: the worst part, one step worse for a
 * pyrethroid with an azole). Expired products are greyed and cannot be chosen.
 */
export function TreatmentsDatabaseScreen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Product | null>(null);
  const [chosen, setChosen] = useState<Map<string, Product>>(new Map());
  const [mixName, setMixName] = useState('');
  const [error, setError] = useState<MessageSource | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const saveMix = useSaveMixture();
  const actions = useCallback(
    (p: Product) => (
      <>
        <Button
          size="small"
          onClick={() => setOpen(p)}
          aria-label={t('pesticides.finder.detailsOf', { name: p.Name })}
        >
          {t('pesticides.finder.details')}
        </Button>{' '}
        {p.Usable && (
          <Link
            to={`/pesticide/addtreatmentschedule?ProductID=${p.ProductID}`}
            aria-label={t('pesticides.finder.useNamed', { name: p.Name })}
          >
            {t('pesticides.finder.useInSchedule')}
          </Link>
        )}
      </>
    ),
    [t],
  );
  const saveMixture = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(null);
    if (chosen.size < 2) return setError(PesticideMsg.mixNeedsTwo);
    if (!mixName.trim()) return setError(PesticideMsg.nameRequired);
    try {
      const mix = await saveMix.mutateAsync({ Name: mixName.trim(), ProductIDs: [...chosen.keys()] });
      setSaved(
        t('pesticides.finder.mixSaved', { name: mix.Name, light: t(`pesticides.light.${mix.TrafficLight}`) }),
      );
      setChosen(new Map());
      setMixName('');
    } catch (err) {
      setError(failureMessage(err));
    }
  };
  return (
    <section aria-labelledby="finder-title">
      <h1 id="finder-title">{t('menu.pesticide/treatmentsdatabase')}</h1>
      <p className="hint">{t('pesticides.finder.intro')}</p>
      <ProductCatalogue
        useList={useFindProducts}
        availability="usable"
        idPrefix="finder"
        label={t('menu.pesticide/treatmentsdatabase')}
        actions={actions}
        selection={(rows) => ({
          selected: new Set(chosen.keys()),
          onToggle: (p, on) =>
            setChosen((cur) => {
              const next = new Map(cur);
              if (on && p.Usable) next.set(p.ProductID, p);
              else next.delete(p.ProductID);
              return next;
            }),
          onToggleAll: (on) =>
            setChosen(
              on
                ? new Map(
                    rows
                      .filter((p) => p.Usable)
                      .slice(0, 5)
                      .map((p) => [p.ProductID, p]),
                  )
                : new Map(),
            ),
          selectLabel: t('pesticides.finder.addToMix'),
          selectAllLabel: t('pesticides.finder.addAllToMix'),
        })}
      />
      <PanelForm onSubmit={saveMixture}>
        <h2>{t('pesticides.finder.tankMix')}</h2>
        <p>
          {chosen.size
            ? t('pesticides.finder.inMix', { names: [...chosen.values()].map((p) => p.Name).join(' + ') })
            : t('pesticides.finder.tickToMix')}
        </p>
        <TextField
          id="mix-name"
          label={t('pesticides.finder.mixName')}
          value={mixName}
          maxLength={100}
          onChange={(e) => setMixName(e.target.value)}
        />
        <FormError message={error} />
        {saved && (
          <p role="status" className="hint">
            {saved}
          </p>
        )}
        <Button type="submit" variation="primary" isLoading={saveMix.isPending}>
          {t('pesticides.finder.saveMix')}
        </Button>
      </PanelForm>
      <MyMixtures />
      {open && <ProductDetail product={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
