import { PRODUCT_COUNTRIES, TRAFFIC_LIGHTS, type Product } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DataTable,
  infiniteRows,
  type DataColumn,
  type DataSelection,
  type InfiniteList,
} from '@/components/ui/data-table';
import { useProducts, type ProductFilters } from '../api/get-products';
import { useRetireProduct } from '../api/retire-product';
import { SearchFilter, SelectFilter, usePesticideTypeChoices } from './filters';
import { TrafficLightBadge } from './traffic-light';
import './pesticides.css';
import { PageHead } from '@/components/ui/page-head';
import { formatDisplayDay } from '@/lib/dates';
import { failureMessage } from '@/lib/server-error';
import { translateMessage, type MessageSource } from '@/lib/i18n';

/**
 * A product search as the catalogue screens run it: the filter bar's draft (starting with
 * `availability`), the search text deferred while typing, and the table rows and paging of
 * `useList` (the administrator's catalogue or the farmer's finder) for those filters.
 */
export function useProductSearch(
  useList: (f: ProductFilters) => InfiniteList<{ rows: Product[] }>,
  availability: ProductFilters['Availability'],
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProductFilters>({ Search: '', Availability: availability });
  const search = useDeferredValue(draft.Search);
  const list = useList({ ...draft, Search: search });
  return { draft, setDraft, ...infiniteRows(list, t('pesticides.loadMore')) };
}

/** The columns both catalogue views share: name, number, country, substances, type, status, light. */
export function useProductColumns(): DataColumn<Product>[] {
  const { t, i18n } = useTranslation();
  return useMemo<DataColumn<Product>[]>(
    () => [
      {
        id: 'name',
        header: t('pesticides.col.product'),
        cell: (p) => (
          <>
            {p.Name}
            <br />
            <span className="hint">
              {p.Holder || '—'}
              {p.Demo && ` · ${t('pesticides.demo')}`}
            </span>
          </>
        ),
      },
      {
        id: 'light',
        header: t('pesticides.col.beeHazard'),
        cell: (p) => <TrafficLightBadge light={p.TrafficLight} />,
      },
      {
        id: 'number',
        header: t('pesticides.col.number'),
        cell: (p) => `${p.Country} ${p.AuthorisationNumber}`,
      },
      {
        id: 'substances',
        header: t('pesticides.col.substances'),
        cell: (p) => p.Substances.map((s) => `${s.Name} ${s.Concentration} ${s.Unit}`).join(', '),
      },
      {
        id: 'type',
        header: t('pesticides.col.type'),
        cell: (p) => t(`sprayEnum.pesticideType.${p.PesticideType}`),
      },
      {
        id: 'status',
        header: t('pesticides.col.status'),
        cell: (p) =>
          `${t(p.Usable ? 'pesticides.usable' : p.Status === 'Authorised' ? 'pesticides.expired' : `pesticides.status.${p.Status}`)} · ${formatDisplayDay(p.ExpiryDate, i18n.language)}`,
      },
    ],
    [t, i18n.language],
  );
}

/** The catalogue's filter bar: text, country, type, availability, light. */
export function ProductFilterBar(props: {
  filters: ProductFilters & { Search: string };
  onChange: (f: ProductFilters) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const types = usePesticideTypeChoices();
  const f = props.filters;
  const set = (patch: Partial<ProductFilters>) => props.onChange({ ...f, ...patch });
  return (
    <div className="filters" role="search" aria-label={t('pesticides.filters')}>
      <SearchFilter
        id={`${props.idPrefix}-search`}
        label={t('pesticides.searchProduct')}
        value={f.Search}
        onChange={(v) => set({ Search: v })}
      />
      <SelectFilter
        id={`${props.idPrefix}-country`}
        label={t('pesticides.col.country')}
        value={f.Country ?? ''}
        onChange={(v) => set({ Country: (v || undefined) as ProductFilters['Country'] })}
        choices={PRODUCT_COUNTRIES.map((c) => ({ value: c, label: t(`pesticides.country.${c}`) }))}
      />
      <SelectFilter
        id={`${props.idPrefix}-type`}
        label={t('pesticides.col.type')}
        value={f.PesticideType ? String(f.PesticideType) : ''}
        onChange={(v) => set({ PesticideType: v ? Number(v) : undefined })}
        choices={types}
      />
      <SelectFilter
        id={`${props.idPrefix}-availability`}
        label={t('pesticides.availability')}
        value={f.Availability}
        anyLabel=""
        onChange={(v) => set({ Availability: v as ProductFilters['Availability'] })}
        choices={(['usable', 'expired', 'all'] as const).map((v) => ({
          value: v,
          label: t(`pesticides.availabilityOf.${v}`),
        }))}
      />
      <SelectFilter
        id={`${props.idPrefix}-light`}
        label={t('pesticides.col.beeHazard')}
        value={f.TrafficLight ?? ''}
        onChange={(v) => set({ TrafficLight: (v || undefined) as ProductFilters['TrafficLight'] })}
        choices={TRAFFIC_LIGHTS.map((l) => ({ value: l, label: t(`pesticides.light.${l}`) }))}
      />
    </div>
  );
}

/**
 * The product catalogue as both catalogue screens show it: the filter bar (`idPrefix` keeps its
 * ids apart), `notice` under it, and the table (`label`) of `useList`'s products for those filters,
 * starting with `availability`: the shared product columns, then `actions(product)` in a last
 * column whose header only assistive technology reads; unusable products are greyed.
 * `selection(rows)` adds the table's tick boxes for the rows shown.
 */
export function ProductCatalogue({
  useList,
  availability,
  idPrefix,
  label,
  actions,
  notice,
  selection,
}: {
  useList: (f: ProductFilters) => InfiniteList<{ rows: Product[] }>;
  availability: ProductFilters['Availability'];
  idPrefix: string;
  label: string;
  actions: (product: Product) => ReactNode;
  notice?: ReactNode;
  selection?: (rows: Product[]) => DataSelection<Product>;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, ...table } = useProductSearch(useList, availability);
  const base = useProductColumns();
  const columns = useMemo<DataColumn<Product>[]>(
    () => [
      ...base,
      {
        id: 'actions',
        header: t('pesticides.actions'),
        headerHidden: true,
        cell: (p) => <span className="pesticide-actions">{actions(p)}</span>,
      },
    ],
    [base, t, actions],
  );
  return (
    <>
      <ProductFilterBar filters={draft} onChange={setDraft} idPrefix={idPrefix} />
      {notice}
      <DataTable
        label={label}
        columns={columns}
        rowId={(p) => p.ProductID}
        {...table}
        rowClassName={(p) => (p.Usable ? undefined : 'pesticide-row-unusable')}
        emptyText={t('pesticides.products.empty')}
        selection={selection?.(table.rows)}
      />
    </>
  );
}

/**
 * admin/pesticideproducts (role-screens §1.8): the catalogue pesticide users schedule from, with
 * each product's authorisation, substances, status and bee-hazard light; add, edit and retire.
 */
export function ProductListScreen() {
  const { t } = useTranslation();
  const retire = useRetireProduct();
  const [notice, setNotice] = useState<MessageSource | null>(null);
  const actions = useCallback(
    (p: Product) => (
      <>
        <Link
          to={`/admin/addproduct?ProductID=${p.ProductID}`}
          aria-label={t('pesticides.editNamed', { name: p.Name })}
        >
          {t('pesticides.edit')}
        </Link>{' '}
        {p.Status !== 'Retired' && (
          <Button
            size="small"
            aria-label={t('pesticides.retireNamed', { name: p.Name })}
            onClick={() => {
              setNotice(null);
              retire.mutate(p.ProductID, {
                onSuccess: () => setNotice({ i18nKey: 'pesticides.retired', values: { name: p.Name } }),
                onError: (err) => setNotice(failureMessage(err)),
              });
            }}
          >
            {t('pesticides.retire')}
          </Button>
        )}
      </>
    ),
    [t, retire],
  );
  return (
    <section aria-labelledby="products-title">
      <PageHead
        id="products-title"
        title={t('menu.admin/pesticideproducts')}
        primaryLink={{ to: '/admin/addproduct', label: t('menu.admin/addproduct') }}
      />
      <p className="hint">{t('pesticides.products.rule')}</p>
      <ProductCatalogue
        useList={useProducts}
        availability="all"
        idPrefix="products"
        label={t('menu.admin/pesticideproducts')}
        actions={actions}
        notice={
          notice && (
            <p role="status" className="hint">
              {translateMessage(notice)}
            </p>
          )
        }
      />
    </section>
  );
}
