import type { TrackingRecord } from '@beewatch/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, EditIcon } from '@/components/ui/icons';
import { formatDisplayDate } from '@/lib/dates';
import { EvidenceCell, type EvidenceKind } from './evidence-cell';

export type RowAction = EvidenceKind | 'location' | 'edit' | 'escalations' | 'delete';

/** Envelope with an outgoing arrow (what the escalation sent); decorative, like the shared icons. */
const EscalationsIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M13 19H4a1 1 0 01-1-1V6a1 1 0 011-1h16a1 1 0 011 1v7" />
    <path d="M3 6l9 7 9-7M16 19h6M19 16l3 3-3 3" />
  </svg>
);

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
