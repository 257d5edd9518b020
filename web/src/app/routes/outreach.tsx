import { CrmMailScreen } from '@/features/outreach/components/crm-mail-screen';
import { SwarmThanksScreen } from '@/features/outreach/components/swarm-thanks-screen';

/** home/crmmail (Administrator menu): messages to a segment of users. */
export const CrmMailRoute = CrmMailScreen;

/** admin/sendswarmalertthanks: thank-you messages after a swarm's outcome. */
export const SwarmThanksRoute = SwarmThanksScreen;
