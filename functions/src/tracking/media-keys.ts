/** S3 object keys of a tracking record's evidence (one object per kind). */
export function imageKeyOf(id: string): string {
  return `tracking/${id}/image`;
}
export function videoKeyOf(id: string, extension: string): string {
  return `tracking/${id}/video.${extension}`;
}
export function audioKeyOf(id: string, extension: string): string {
  return `tracking/${id}/audio.${extension}`;
}

/** Every media key a record may have, for deletion. */
export function mediaKeysOf(record: {
  HornetTrackingID: string;
  IsImageExist: boolean;
  VideoExtension: string | null;
  AudioExtension: string | null;
}): string[] {
  const id = record.HornetTrackingID;
  return [
    ...(record.IsImageExist ? [imageKeyOf(id)] : []),
    ...(record.VideoExtension ? [videoKeyOf(id, record.VideoExtension)] : []),
    ...(record.AudioExtension ? [audioKeyOf(id, record.AudioExtension)] : []),
  ];
}
