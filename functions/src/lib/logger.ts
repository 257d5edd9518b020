import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per function (Powertools); level from POWERTOOLS_LOG_LEVEL. */
export const logger = new Logger({ serviceName: 'bee-watch' });
