import { SwarmReportCreated } from '@beewatch/shared';
import type * as z from 'zod/mini';

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
