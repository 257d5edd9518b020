import { API, type PoisoningReportRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST pesticide/ReportBeePoisoning: a structured incident report to the area's spray liaison. */
export async function reportBeePoisoning(body: PoisoningReportRequest): Promise<string> {
  return (await call(API.spraynet.reportBeePoisoning, { body })).ErrorMessage;
}

export function useReportBeePoisoning() {
  return useMutation({ mutationFn: reportBeePoisoning });
}
