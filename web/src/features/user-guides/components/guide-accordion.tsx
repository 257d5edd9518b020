import { Accordion } from '@aws-amplify/ui-react';
import type { GuideItem } from '@beewatch/shared';
import './user-guides.css';

export interface GuideAccordionProps {
  items: GuideItem[];
}

/**
 * The guide as an accordion (spec §2.1, Amplify UI's Accordion: native details/summary), the
 * first item open and one open at a time; each header is plain text. LinkDetails is HTML the
 * server has reduced to its allow-list (guides/sanitize.ts) before storing and again before
 * answering; only that HTML is inserted.
 */
export function GuideAccordion({ items }: GuideAccordionProps) {
  const first = items[0]?.DetailsID;
  return (
    <Accordion.Container className="guide-accordion" defaultValue={first ? [first] : []}>
      {items.map((item) => (
        <Accordion.Item
          key={item.DetailsID}
          value={item.DetailsID}
          className="guide-item"
          data-details-id={item.DetailsID}
        >
          <Accordion.Trigger className="guide-header">
            <span className="guide-title">{item.LinkHeader}</span>
            <Accordion.Icon />
          </Accordion.Trigger>
          <Accordion.Content
            className="guide-details"
            // Server-sanitized HTML (allow-list), never the raw editor input.
            dangerouslySetInnerHTML={{ __html: item.LinkDetails }}
          />
        </Accordion.Item>
      ))}
    </Accordion.Container>
  );
}
