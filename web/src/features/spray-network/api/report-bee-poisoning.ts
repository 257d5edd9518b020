import { API, type PoisoningReportRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call, envelopeMessage } from '@/lib/api-client';
import type { MessageSource } from '@/lib/i18n';

/** POST pesticide/ReportBeePoisoning: a structured incident report to the area's spray liaison. */
export async function reportBeePoisoning(body: PoisoningReportRequest): Promise<MessageSource> {
  return envelopeMessage(await call(API.spraynet.reportBeePoisoning, { body }));
}

export function useReportBeePoisoning() {
  return useMutation({ mutationFn: reportBeePoisoning });
}
