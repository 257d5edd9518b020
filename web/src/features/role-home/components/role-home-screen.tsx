import type { RoleName } from '@beewatch/shared';
import { Card, Grid, Heading, Loader } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, type LoadedQuery } from '@/components/ui/list-error';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '@/lib/dates';
import { abilitiesOf } from '../lib/abilities';
import './role-home.css';

/** One portal message as the home lists it (the app layer maps the messages feature's rows). */
export interface HomeMessage {
  id: string;
  from: string;
  /** ISO 8601 instant. */
  sentAt: string;
  title: string;
  unread: boolean;
}

export interface RoleHomeScreenProps {
  /** The signed-in role (undefined for a role id the portal does not name). */
  roleName: RoleName | undefined;
  /** The role's name as the header shows it, for a role the portal does not name. */
  roleDisplayName: string;
  fullName: string;
  /** The user's id (Cognito sub): the open spray map of a ByStander is `hornet/{UserID}` (spec §2.1). */
  userId: string;
  /** The latest inbox messages, as loaded by the app layer. */
  messages: { items: HomeMessage[]; isPending: boolean } & LoadedQuery;
}

/**
 * admin/index for the roles spec §2.3 lands there without a screen of their own (VQAdministrator,
 * iWAS, ByStander): the role's name, what it may do in the portal, its latest messages and the
 * screens it has — My Profile, Change Password, the user guide (and a ByStander's spray map).
 */
export function RoleHomeScreen({
  roleName,
  roleDisplayName,
  fullName,
  userId,
  messages,
}: RoleHomeScreenProps) {
  const { t } = useTranslation();
  const role = roleName ? t(`role.${roleName}`) : roleDisplayName;
  return (
    <section aria-labelledby="role-home-title" className="role-home">
      <Heading level={1} id="role-home-title">
        {t('roleHome.title', { role })}
      </Heading>
      <p className="hint">{t('roleHome.welcome', { name: fullName })}</p>
      <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="1rem" className="role-home-grid">
        <HomeCard as="section" title={t('roleHome.abilitiesTitle')}>
          <ul className="role-home-abilities">
            {abilitiesOf(roleName).map((key) => (
              <li key={key}>{t(`roleHome.ability.${key}`)}</li>
            ))}
          </ul>
        </HomeCard>
        <HomeCard as="section" title={t('roleHome.messagesTitle')}>
          <LatestMessages {...messages} />
          <p className="role-home-links">
            <Link to="/home/messages">{t('roleHome.allMessages')}</Link>
            <Link to="/home/newmessage">{t('roleHome.newMessage')}</Link>
          </p>
        </HomeCard>
        <HomeCard as="nav" title={t('roleHome.screensTitle')}>
          <ul className="role-home-screens">
            {roleName === 'ByStander' && (
              <li>
                <Link to={`/hornet/${encodeURIComponent(userId)}`}>{t('roleHome.sprayMap')}</Link>
              </li>
            )}
            <li>
              <Link to="/home/myprofile">{t('roleHome.myProfile')}</Link>
            </li>
            <li>
              <Link to="/home/changepassword">{t('roleHome.changePassword')}</Link>
            </li>
            <li>
              <Link to="/home/userguide">{t('roleHome.userGuide')}</Link>
            </li>
          </ul>
        </HomeCard>
      </Grid>
    </section>
  );
}

/** A card of the home page: an outlined section (or nav) named by its h2 title. */
function HomeCard({ as, title, children }: { as: 'section' | 'nav'; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as={as} variation="outlined" aria-labelledby={titleId} className="role-home-card">
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

function LatestMessages(query: RoleHomeScreenProps['messages']) {
  const { items, isPending, isError } = query;
  const { t, i18n } = useTranslation();
  if (isError) return <ListError query={query} retry />;
  if (isPending) return <Loader ariaLabel={t('common.loading')} />;
  if (items.length === 0) return <p className="hint">{t('roleHome.noMessages')}</p>;
  return (
    <ul className="role-home-messages" data-testid="home-messages">
      {items.map((m) => (
        <li key={m.id} className={m.unread ? 'unread' : undefined}>
          <Link to={`/home/messages?open=${encodeURIComponent(m.id)}`}>
            <span className="role-home-message-title">
              {m.title}
              {m.unread && <span className="visually-hidden"> ({t('roleHome.unread')})</span>}
            </span>
            <span className="role-home-message-meta">
              {m.from} · <time dateTime={m.sentAt}>{formatDisplayDate(m.sentAt, i18n.language)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
