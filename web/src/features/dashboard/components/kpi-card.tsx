import { Card, Heading } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface KpiCardProps {
  title: string;
  /** The headline figure. */
  value: number;
  /** A line under the figure: what it counts. */
  caption?: string;
  /** The screen that lists what the figure counts, when there is one. */
  link?: { to: string; label: string };
  /** A breakdown of the figure (a list). */
  children?: ReactNode;
  testId?: string;
}

/** One figure of the dashboard: a titled card with the number, what it counts and where to see more. */
export function KpiCard({ title, value, caption, link, children, testId }: KpiCardProps) {
  const id = useId();
  const { i18n } = useTranslation();
  return (
    <Card as="section" variation="outlined" className="kpi-card" aria-labelledby={id} data-testid={testId}>
      <Heading level={2} id={id} className="kpi-title">
        {title}
      </Heading>
      <p className="kpi-value" data-testid={testId && `${testId}-value`}>
        {value.toLocaleString(i18n.language)}
      </p>
      {caption && <p className="hint kpi-caption">{caption}</p>}
      {children}
      {link && (
        <p className="kpi-link">
          <Link to={link.to}>{link.label}</Link>
        </p>
      )}
    </Card>
  );
}
