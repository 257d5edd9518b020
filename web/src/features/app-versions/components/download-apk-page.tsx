import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDownload } from '../api/get-download';
import { QueryError } from '@/components/ui/query-status';

/**
 * downloadapk/{FolderName}/{FileName} (spec §2.1): starts the download of the app package, named
 * `<FolderName>.apk`, through a short-lived link; a link stays on the page in case the browser
 * blocks it. Unknown names → the server's 'App package not found'.
 */
export function DownloadApkPage() {
  const { t } = useTranslation();
  const { folderName = '', fileName = '' } = useParams();
  // A link may name the file with its extension ('beewatch-2-4-0.apk'): the same package.
  const download = useDownload(folderName, fileName.replace(/\.apk$/i, ''));
  const started = useRef(false);

  useEffect(() => {
    if (download.data && !started.current) {
      started.current = true;
      // The response is an attachment, so the page stays and the browser saves the file.
      window.location.assign(download.data.Url);
    }
  }, [download.data]);

  return (
    <article className="public-page" aria-labelledby="download-title">
      <h1 id="download-title">{t('appVersions.download.title')}</h1>
      {download.isPending && <p className="hint">{t('common.loading')}</p>}
      <QueryError query={download} />
      {download.data && (
        <>
          <p>
            {t('appVersions.download.starting', {
              file: download.data.FileName,
              app: download.data.AppName,
              version: download.data.Version,
            })}
          </p>
          <p>
            <a href={download.data.Url} download={download.data.FileName}>
              {t('appVersions.download.link', { file: download.data.FileName })}
            </a>
          </p>
        </>
      )}
    </article>
  );
}
