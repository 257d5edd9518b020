import type { GuideItem } from '@beewatch/shared';
import { useId, useState } from 'react';
import './user-guides.css';

export interface GuideAccordionProps {
  items: GuideItem[];
}

/**
 * The guide as an accordion (spec §2.1): one header button per item (plain text) opening its
 * details. LinkDetails is HTML the server has reduced to its allow-list (guides/sanitize.ts) before
 * storing and again before answering; only that HTML is inserted.
 */
export function GuideAccordion({ items }: GuideAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(items[0]?.DetailsID ?? null);
  return (
    <div className="guide-accordion">
      {items.map((item) => {
        const expanded = open === item.DetailsID;
        const panelId = `${baseId}-${item.DetailsID}`;
        return (
          <section key={item.DetailsID} className="guide-item" data-details-id={item.DetailsID}>
            <h2 className="guide-header">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.DetailsID)}
              >
                <span className="guide-title">{item.LinkHeader}</span>
                <span className="guide-toggle" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div
              id={panelId}
              className="guide-details"
              hidden={!expanded}
              // Server-sanitized HTML (allow-list), never the raw editor input.
              dangerouslySetInnerHTML={{ __html: item.LinkDetails }}
            />
          </section>
        );
      })}
    </div>
  );
}
