import type { TrackingRecord } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { ArrowUpIcon, AudioIcon, ImageIcon, VideoIcon } from '@/components/ui/icons';

export type EvidenceKind = 'image' | 'video' | 'audio';

export interface EvidenceCellProps {
  record: TrackingRecord;
  onOpen: (kind: EvidenceKind) => void;
}

/** Evidence column (spec §2.7): image/video/audio buttons when present, and the compass bearing. */
export function EvidenceCell({ record, onOpen }: EvidenceCellProps) {
  const { t } = useTranslation();
  const degrees = record.CompassDegree;
  return (
    <div className="evidence">
      {record.IsImageExist && (
        <IconButton label={t('tracking.evidence.image')} onClick={() => onOpen('image')}>
          <ImageIcon />
        </IconButton>
      )}
      {record.VideoExtension && (
        <IconButton label={t('tracking.evidence.video')} onClick={() => onOpen('video')}>
          <VideoIcon />
        </IconButton>
      )}
      {record.AudioExtension && (
        <IconButton label={t('tracking.evidence.audio')} onClick={() => onOpen('audio')}>
          <AudioIcon />
        </IconButton>
      )}
      {degrees !== null && (
        <span
          className="compass"
          role="img"
          aria-label={t('tracking.evidence.direction', { degrees: Math.round(degrees) })}
        >
          <ArrowUpIcon style={{ transform: `rotate(${degrees}deg)` }} data-bearing={degrees} />
          <span aria-hidden="true">{Math.round(degrees)}°</span>
        </span>
      )}
    </div>
  );
}
