import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The head of a screen: its title as the page's h1 (`id` names the section through
 * aria-labelledby) and, at the right, its actions or the link back (`children`); wraps on phones.
 * The title is a plain h1 (the portal's heading size) unless `amplifyHeading` asks for Amplify's
 * level-1 Heading. `primaryLink` puts a primary link-button there (e.g. to the form that adds to
 * the screen's list), grouped with the other actions (`children`) when there are some.
 */
export function PageHead({
  id,
  title,
  amplifyHeading = false,
  primaryLink,
  children,
}: {
  id: string;
  title: ReactNode;
  amplifyHeading?: boolean;
  primaryLink?: { to: string; label: ReactNode };
  children?: ReactNode;
}) {
  const link = primaryLink && (
    <Link to={primaryLink.to} className="btn btn-primary">
      {primaryLink.label}
    </Link>
  );
  return (
    <div className="page-head">
      {amplifyHeading ? (
        <Heading level={1} id={id}>
          {title}
        </Heading>
      ) : (
        <h1 id={id}>{title}</h1>
      )}
      {primaryLink && children ? (
        <Flex gap="small" wrap="wrap">
          {link}
          {children}
        </Flex>
      ) : (
        <>
          {link}
          {children}
        </>
      )}
    </div>
  );
}
