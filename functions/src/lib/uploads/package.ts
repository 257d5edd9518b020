import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import yauzl from 'yauzl';
import { s3Client } from '../aws.js';

/** The entry every Android package holds (the binary manifest at the archive's root). */
export const APK_MANIFEST = 'AndroidManifest.xml';

/** yauzl's random access over an S3 object: each read is a ranged GetObject pinned to the ETag. */
class S3RangeReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly bucket: string,
    private readonly key: string,
    private readonly etag: string | undefined,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    s3Client()
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.key,
          Range: `bytes=${start}-${end - 1}`,
          IfMatch: this.etag,
        }),
      )
      .then((res) => (res.Body as Readable).pipe(out))
      .catch((err: Error) => out.destroy(err));
    return out;
  }
}

/**
 * Checks an uploaded app package by its zip structure with yauzl, reading only the end-of-central-
 * directory record and the central directory (ranged reads, never the whole package): the
 * record must end the file exactly (nothing appended), every entry must lie inside the file with
 * a safe name, and the archive must hold AndroidManifest.xml. Null when it passes, else the reason.
 */
export async function checkApk(
  bucket: string,
  key: string,
  size: number,
  etag: string | undefined,
): Promise<string | null> {
  const reader = new S3RangeReader(bucket, key, etag);
  const notApk = 'The package is not an APK (zip) file';
  try {
    const names = await new Promise<string[]>((resolve, reject) => {
      yauzl.fromRandomAccessReader(
        reader,
        size,
        { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
        (err, zip) => {
          if (err || !zip) return reject(err ?? new Error(notApk));
          const found: string[] = [];
          zip.on('entry', (entry: yauzl.Entry) => {
            if (entry.relativeOffsetOfLocalHeader + 30 + entry.compressedSize > size)
              return reject(new Error(notApk));
            found.push(entry.fileName);
            zip.readEntry();
          });
          zip.on('end', () => resolve(found));
          zip.on('error', reject);
          zip.readEntry();
        },
      );
    });
    return names.includes(APK_MANIFEST) ? null : `The package has no ${APK_MANIFEST}: not an Android package`;
  } catch {
    return notApk;
  } finally {
    reader.close(() => undefined);
  }
}
