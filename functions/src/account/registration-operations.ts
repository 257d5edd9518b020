import type { Operation } from '../lib/http.js';

/** Operations of the account area for registration (issue 3), keyed by the route table's operation names. */
export const registrationOperations: Record<string, Operation> = {};
