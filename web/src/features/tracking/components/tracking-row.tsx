import type { TrackingRecord } from '@beewatch/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, EditIcon, EscalationsIcon } from '@/components/ui/icons';
import { formatDisplayDate } from '@/lib/dates';
import { EvidenceCell, type EvidenceKind } from './evidence-cell';

export type RowAction = EvidenceKind | 'location' | 'edit' | 'escalations' | 'delete';

export interface TrackingRowProps {
  record: TrackingRecord;
  selected: boolean;
  onToggle: (record: TrackingRecord, selected: boolean) => void;
  onAction: (action: RowAction, record: TrackingRecord) => void;
}

/** One record of the reporting table (spec §2.7 columns). */
export const TrackingRow = memo(function TrackingRow({
  record,
  selected,
  onToggle,
  onAction,
}: TrackingRowProps) {
  const { t, i18n } = useTranslation();
  const date = formatDisplayDate(record.CreatedDate, i18n.language);
  return (
    <tr aria-selected={selected} data-id={record.HornetTrackingID}>
      <td>
        <EvidenceCell record={record} onOpen={(kind) => onAction(kind, record)} />
      </td>
      <td>
        {record.LocationAddress ? (
          <a
            href={`#location-${record.HornetTrackingID}`}
            onClick={(e) => {
              e.preventDefault();
              onAction('location', record);
            }}
          >
            {record.LocationAddress}
          </a>
        ) : (
          '-'
        )}
      </td>
      <td>{record.CreatedByUserName}</td>
      <td className="nowrap">
        <time dateTime={record.CreatedDate}>{date}</time>
      </td>
      <td>
        <div className="notes">
          <span>{record.Description}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('tracking.actions.edit')}
            onClick={() => onAction('edit', record)}
          >
            <EditIcon />
          </button>
        </div>
      </td>
      <td>{record.CategoryName}</td>
      <td>
        <button
          type="button"
          className="icon-button"
          aria-label={t('tracking.actions.escalations')}
          onClick={() => onAction('escalations', record)}
        >
          <EscalationsIcon />
        </button>
      </td>
      <td>
        <button
          type="button"
          className="icon-button icon-danger"
          aria-label={t('tracking.actions.delete')}
          onClick={() => onAction('delete', record)}
        >
          <DeleteIcon />
        </button>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={t('tracking.actions.select')}
          checked={selected}
          onChange={(e) => onToggle(record, e.target.checked)}
        />
      </td>
    </tr>
  );
});
