import { UnsubscribePage } from '@/features/unsubscribe/components/unsubscribe-page';

/** /home/unsubscribe (spec §2.1, §2.9): public. */
export const UnsubscribeRoute = UnsubscribePage;
