import type { AccessCodeRow, RoleName } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { GenerateAccessCodeDialog } from '@/features/access-codes/components/generate-access-code-dialog';
import { AuditDialog } from '@/features/audit/components/audit-dialog';
import { hasDomain, UserDomainEditor } from '@/features/domains/components/user-domain-editor';
import { AddUserScreen, EditUserScreen } from '@/features/users/components/edit-user-screen';
import { SubscriptionScreen } from '@/features/users/components/subscription-screen';
import {
  AddAdminScreen,
  EditAdminScreen,
  SuperAdminHomeScreen,
} from '@/features/users/components/superadmin-screens';
import { UserListScreen } from '@/features/users/components/user-list-screen';

/** A button opening one of the audit popups (spec §2.5, §2.6; role-screens §1.15). */
function AuditButton({ kind, label }: { kind: 'admin' | 'user'; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <AuditDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}

/** admin/userlist, with the User Audit popup (failed sign-ins, unlock) one click away. */
export function UserListRoute() {
  const { t } = useTranslation();
  return <UserListScreen userAudit={<AuditButton kind="user" label={t('users.userAudit')} />} />;
}

/** admin/edituser, with the domain editor for inspectors, swarm coordinators and spray liaisons. */
export function EditUserRoute() {
  return (
    <EditUserScreen
      domainEditor={(userName: string, role: RoleName) =>
        hasDomain(role) ? <UserDomainEditor key={userName} userName={userName} /> : null
      }
    />
  );
}

/** The adduser alternative: an access code the user registers with (role-screens §1.4). */
function AccessCodeInstead() {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<AccessCodeRow | null>(null);
  return (
    <>
      <Button size="small" variation="link" onClick={() => setOpen(true)}>
        {t('users.accessCodeInstead')}
      </Button>
      {code && (
        <p role="status">
          <code>{code.AccessCode}</code>
        </p>
      )}
      {open && (
        <GenerateAccessCodeDialog
          onClose={() => setOpen(false)}
          onGenerated={(c) => {
            setOpen(false);
            setCode(c);
            showAlert('success', c.AccessCode);
          }}
        />
      )}
    </>
  );
}

/** admin/adduser, or an access code instead. */
export function AddUserRoute() {
  return <AddUserScreen accessCodeInstead={<AccessCodeInstead />} />;
}

/** admin/expirednonactiverenewuser. */
export const SubscriptionRoute = SubscriptionScreen;

/** superadmin/index, with the Admin Audit popup. */
export function SuperAdminHomeRoute() {
  const { t } = useTranslation();
  return (
    <SuperAdminHomeScreen adminAudit={<AuditButton kind="admin" label={t('users.super.adminAudit')} />} />
  );
}

/** superadmin/addadmin. */
export const AddAdminRoute = AddAdminScreen;

/** superadmin/editadmin. */
export const EditAdminRoute = EditAdminScreen;
