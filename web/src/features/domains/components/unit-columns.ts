import type { DomainUnit } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/ui/data-table';

/** The columns every domain's units table starts with: area unit, place, country. */
export function unitColumns<T extends DomainUnit>(t: TFunction): DataColumn<T>[] {
  return [
    { id: 'unit', header: t('domains.unit'), cell: (u) => u.AreaUnit },
    { id: 'place', header: t('domains.place'), cell: (u) => u.PlaceName },
    { id: 'country', header: t('domains.country'), cell: (u) => t(`domains.countries.${u.Country}`) },
  ];
}
