import {
  API,
  SWARM_API_KEY_HEADER,
  SwarmReportCreated,
  type SwarmHandledBy,
  type SwarmReportRequest,
} from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

// The public form is not signed in: every call carries the API key as its header token
// (spec §2.1) and never a bearer token.
const keyHeaders = (apiKey: string) => ({ [SWARM_API_KEY_HEADER]: apiKey });

/** GET swarm/CheckApiKey: the key's owner, or an ApiError for an unknown or revoked key. */
export async function checkApiKey(apiKey: string, signal?: AbortSignal) {
  const res = await call(API.swarm.checkApiKey, { auth: false, headers: keyHeaders(apiKey), signal });
  return res.data;
}

/** The key check of the form page, once per key. */
export function useApiKeyInfo(apiKey: string) {
  return useQuery({
    queryKey: ['swarm-report', 'key', apiKey],
    queryFn: ({ signal }) => checkApiKey(apiKey, signal),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST swarm/SwarmAlertNotification: stores the report; with `Image` set, the photo's upload form. */
export async function sendSwarmReport(apiKey: string, body: SwarmReportRequest) {
  const res = await call(API.swarm.swarmAlertNotification, {
    body,
    auth: false,
    headers: keyHeaders(apiKey),
  });
  return res.data;
}

/** POST swarm/ConfirmSwarmImage?ID=: the server checks the uploaded photo, then alerts collectors. */
export async function confirmSwarmImage(apiKey: string, id: string) {
  const res = await call(API.swarm.confirmSwarmImage, {
    query: { ID: id },
    auth: false,
    headers: keyHeaders(apiKey),
  });
  return res.data;
}

/** Uploads the photo with the presigned POST (S3 checks the policy: type, ≤ 10 MB). */
export async function uploadSwarmImage(
  upload: NonNullable<z.infer<typeof SwarmReportCreated>['Upload']>,
  file: File,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.Fields)) form.append(name, value);
  form.append('file', file);
  const res = await fetch(upload.Url, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
}

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
