import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * The head of a screen: its title as the page's h1 (`id` names the section through
 * aria-labelledby) and, at the right, its actions or the link back (`children`); wraps on phones.
 * The title is a plain h1 (the portal's heading size) unless `amplifyHeading` asks for Amplify's
 * level-1 Heading.
 */
export function PageHead({
  id,
  title,
  amplifyHeading = false,
  children,
}: {
  id: string;
  title: ReactNode;
  amplifyHeading?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="page-head">
      {amplifyHeading ? (
        <Heading level={1} id={id}>
          {title}
        </Heading>
      ) : (
        <h1 id={id}>{title}</h1>
      )}
      {children}
    </div>
  );
}
