import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools, configured once per function: one structured JSON logger (level from
 * POWERTOOLS_LOG_LEVEL; each handler adds the Lambda context, so lines carry the request id,
 * function name and cold start), one tracer (X-Ray, active on the functions; a no-op outside
 * Lambda), and one metrics emitter (CloudWatch EMF in the namespace below; the local stack and
 * unit tests set POWERTOOLS_METRICS_DISABLED).
 */
const serviceName = 'bee-watch';
export const logger = new Logger({ serviceName });
export const tracer = new Tracer({ serviceName });
export const metrics = new Metrics({ namespace: 'BeeWatch', serviceName });

/** The counters the portal publishes (one datapoint per event, unit Count). */
export type PortalMetric =
  'EscalationsSent' | 'EscalationsFailed' | 'AlertsSent' | 'AlertsFailed' | 'ErasuresDone' | 'ErasuresFailed';

/** Adds `value` to a portal counter; published when the handler flushes the metrics. */
export const countMetric = (name: PortalMetric, value = 1) =>
  metrics.addMetric(name, MetricUnit.Count, value);
