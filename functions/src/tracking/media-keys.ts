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

/** The media fields of a record with no image, video or audio, stored or announced. */
export const NO_MEDIA = {
  IsImageExist: false,
  ImageContentType: null,
  IsVideoAvailable: false,
  VideoExtension: null,
  IsAudioAvailable: false,
  AudioExtension: null,
} as const;

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

/** The kinds of evidence a record may carry, one object each. */
export type MediaKind = 'image' | 'video' | 'audio';

/** How one evidence file is served: its key, its checked Content-Type and the name it downloads as. */
export interface MediaFile<ContentType extends string = string> {
  key: string;
  contentType: ContentType;
  downloadName: string;
}

/** What mediaFileOf reads of a record. */
interface RecordMedia {
  HornetTrackingID: string;
  IsImageExist: boolean;
  ImageContentType?: 'image/png' | 'image/jpeg' | null;
  VideoExtension: string | null;
  AudioExtension: string | null;
}

/**
 * A record's image, video or audio file as served, or undefined when the record has none. The
 * image is PNG or JPEG as checked on upload; video is MP4 and audio MP3 (ingest's checks). Whether
 * an announced video or audio has arrived yet is the record's IsVideoAvailable/IsAudioAvailable.
 */
export function mediaFileOf(
  record: RecordMedia,
  kind: 'image',
): MediaFile<'image/png' | 'image/jpeg'> | undefined;
export function mediaFileOf(record: RecordMedia, kind: MediaKind): MediaFile | undefined;
export function mediaFileOf(record: RecordMedia, kind: MediaKind): MediaFile | undefined {
  const id = record.HornetTrackingID;
  if (kind === 'image') {
    if (!record.IsImageExist || !record.ImageContentType) return undefined;
    const extension = record.ImageContentType === 'image/png' ? 'png' : 'jpg';
    return {
      key: imageKeyOf(id),
      contentType: record.ImageContentType,
      downloadName: `hornet-${id}.${extension}`,
    };
  }
  const extension = kind === 'video' ? record.VideoExtension : record.AudioExtension;
  if (!extension) return undefined;
  return {
    key: kind === 'video' ? videoKeyOf(id, extension) : audioKeyOf(id, extension),
    contentType: kind === 'video' ? 'video/mp4' : 'audio/mpeg',
    downloadName: `hornet-${id}.${extension}`,
  };
}
