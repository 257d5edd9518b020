import { type AppPackageUpload } from '@beewatch/shared';
import { ApiError, TRANSPORT_ERROR } from '@/lib/api-client';

/** Posts the package with the presigned form (S3 browser-based upload: fields first, file last). */
export async function uploadPackage(upload: AppPackageUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.Fields)) form.append(k, v);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(upload.Url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(TRANSPORT_ERROR, 'Upload failed', 0);
  }
  if (!res.ok) throw new ApiError(TRANSPORT_ERROR, 'Upload failed', res.status);
}
