import { Card, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * The card of the sign-in, recovery and unsubscribe pages: a section named by its level-1 heading
 * (`titleId`), then its content. `focusableTitle` lets the page move focus to the heading.
 */
export function LoginCard({
  titleId,
  title,
  focusableTitle = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  focusableTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Card as="section" variation="outlined" className="login-card" aria-labelledby={titleId}>
      <Heading level={1} id={titleId} tabIndex={focusableTitle ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}
