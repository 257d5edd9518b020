import type { EscalationGroup } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { recordLine } from '../lib/message-display';

/**
 * The body of an escalation message: how many records of which category, each listed with its
 * local date-time and place as a link to its page (activityhornet: the sighting, its flight line
 * and nest estimates), its notes, and the category's instructions.
 */
export function EscalationRecords({ group }: { group: EscalationGroup }) {
  const { t, i18n } = useTranslation();
  const earlier = group.Count - group.Records.length;
  return (
    <div className="escalation-body" data-testid="message-body">
      <p>{t('messages.escalation.intro', { count: group.Count, category: group.CategoryName })}</p>
      <ul className="escalation-records">
        {group.Records.map((r) => {
          const { place, date } = recordLine(t, i18n.language, r);
          return (
            <li key={r.HornetTrackingID}>
              <Link to={`/activityhornet/${encodeURIComponent(r.HornetTrackingID)}`}>
                {date} · {place}
              </Link>
              {r.Notes && <p>{t('messages.escalation.notes', { notes: r.Notes })}</p>}
            </li>
          );
        })}
      </ul>
      {earlier > 0 && <p>{t('messages.escalation.earlier', { count: earlier })}</p>}
      {group.Instructions && <p>{t('messages.escalation.instructions', { text: group.Instructions })}</p>}
    </div>
  );
}
