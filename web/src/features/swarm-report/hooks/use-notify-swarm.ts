import { type SwarmHandledBy, type SwarmReportRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { sendSwarmReport } from '../api/swarm-alert-notification';
import { confirmSwarmImage } from '../api/confirm-swarm-image';
import { uploadSwarmImage } from '../api/upload-swarm-image';

/**
 * The whole send of the form: the report, then (with a photo) its upload and confirmation.
 * Collectors are alerted only once the server has checked everything. Returns who has the
 * report: the collectors, or the coordinator when no collector covers it.
 */
export async function notifySwarm(
  apiKey: string,
  body: SwarmReportRequest,
  file: File | null,
): Promise<SwarmHandledBy> {
  const created = await sendSwarmReport(apiKey, body);
  if (file && created.Upload) {
    await uploadSwarmImage(created.Upload, file);
    return (await confirmSwarmImage(apiKey, created.SwarmID)).HandledBy;
  }
  return created.HandledBy ?? 'Collectors';
}

/** The form's send as a mutation (the button shows it busy; errors are ApiErrors or upload failures). */
export const useNotifySwarm = () =>
  useMutation({
    mutationFn: ({ apiKey, body, file }: { apiKey: string; body: SwarmReportRequest; file: File | null }) =>
      notifySwarm(apiKey, body, file),
  });
