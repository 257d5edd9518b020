import type * as API from '@beewatch/shared/api';
import type { AreaOperations } from '../lib/http.js';

/** The account area's operations, which its flow modules (recovery, registration, profile) provide between them. */
export type AccountOperations = AreaOperations<typeof API.account>;
