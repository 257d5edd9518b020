import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpeciesVideo } from '../api/get-species-video';
import './public-pages.css';
import { QueryError } from '@/components/ui/query-status';

/**
 * home/speciciesvideo (spec §2.1): the species video with WebVTT captions in English and French
 * (the UI language's track shown by default). The source is configured on the server (a clip in
 * the media bucket or an external address); captions come inline and play from local blob URLs.
 */
export function SpeciesVideoPage() {
  const { t, i18n } = useTranslation();
  const video = useSpeciesVideo();
  const tracks = useMemo(
    () =>
      (video.data?.Captions ?? []).map((c) => ({
        ...c,
        src: URL.createObjectURL(new Blob([c.Vtt], { type: 'text/vtt' })),
      })),
    [video.data],
  );
  useEffect(() => () => tracks.forEach((tr) => URL.revokeObjectURL(tr.src)), [tracks]);
  const lng = i18n.language.slice(0, 2);

  return (
    <article className="public-page" aria-labelledby="species-title">
      <h1 id="species-title">{t('publicPages.video.title')}</h1>
      <p>{t('publicPages.video.intro')}</p>
      {video.isPending && <p className="hint">{t('common.loading')}</p>}
      <QueryError query={video} />
      {video.data && (
        <video
          key={`${video.data.Url}-${lng}`}
          className="species-video"
          controls
          preload="metadata"
          aria-label={t('publicPages.video.title')}
        >
          <source src={video.data.Url} type={video.data.ContentType} />
          {tracks.map((tr) => (
            <track
              key={tr.Language}
              kind="captions"
              srcLang={tr.Language}
              label={tr.Label}
              src={tr.src}
              default={tr.Language === lng}
            />
          ))}
          {t('publicPages.video.unsupported')}
        </video>
      )}
      <p className="hint">{t('publicPages.video.generated')}</p>
    </article>
  );
}
