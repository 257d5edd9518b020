import { ACCOUNT } from './account.js';
import { ACCOUNT_USERS } from './account-users.js';

/** The `account` area's routes: the user's own account and the administration of users. */
export const account = { ...ACCOUNT, ...ACCOUNT_USERS };
