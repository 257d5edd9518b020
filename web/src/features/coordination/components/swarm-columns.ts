import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import type { CoordinationPoint } from './coordination-map';
import { STATUS_COLOURS, statusLabel } from './labels';

/** What a swarm report row of the coordinator's tables carries for its first two columns. */
export interface PlacedReport {
  CreatedAt: Parameters<typeof formatDisplayDate>[0];
  District: string;
  PlaceName: string;
}

/**
 * The first columns of the coordinator's swarm tables: when the swarm was reported (display date
 * in `lng`) and where (district and place name).
 */
export function reportedWhereColumns<S extends PlacedReport>(t: TFunction, lng: string): DataColumn<S>[] {
  return [
    {
      id: 'date',
      header: t('coordination.col.reported'),
      cell: (s) => formatDisplayDate(s.CreatedAt, lng),
      className: 'nowrap',
    },
    { id: 'where', header: t('coordination.col.where'), cell: (s) => `${s.District} ${s.PlaceName}` },
  ];
}

/** What a swarm report needs to stand on the coordinator's map. */
export interface MappedReport extends PlacedReport {
  SwarmID: string;
  Latitude: number;
  Longitude: number;
  Status: number;
}

/**
 * A swarm report as a point of the coordinator's map, coloured by status; its popup says when and
 * where, then `typeText` (the report's type, already in the UI language) and the status.
 */
export function swarmPoint(s: MappedReport, typeText: string, t: TFunction, lng: string): CoordinationPoint {
  return {
    id: s.SwarmID,
    lat: s.Latitude,
    lng: s.Longitude,
    colour: STATUS_COLOURS[s.Status]!,
    lines: [
      `${formatDisplayDate(s.CreatedAt, lng)} · ${s.District} ${s.PlaceName}`,
      `${typeText} · ${statusLabel(t, s.Status)}`,
    ],
  };
}
