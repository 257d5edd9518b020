import { RENDER_IMAGE_MAX_HEIGHT_PX } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { usePublicImage } from '../api/get-public-image';
import './public-pages.css';
import { ErrorLine } from '@/components/ui/form';

/**
 * common/renderimage/{ID} (spec §2.1): the image of a hornet report at most 550 px high, or a
 * clear 'not found'. Only the record's creator and BS Controllers are shown it (signed in); a
 * visitor is asked to sign in.
 */
export function RenderImagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const image = usePublicImage(id);
  return (
    <article className="public-page render-image" aria-labelledby="render-image-title">
      <h1 id="render-image-title" className="visually-hidden">
        {t('publicPages.image.title')}
      </h1>
      {image.isPending && <p className="hint">{t('common.loading')}</p>}
      <ErrorLine
        message={
          image.isError
            ? {
                i18nKey:
                  image.error instanceof ApiError && image.error.status === 401
                    ? 'publicPages.image.signIn'
                    : 'publicPages.image.notFound',
              }
            : null
        }
      />
      {image.data && (
        <img
          src={image.data.Url}
          alt={t('publicPages.image.alt')}
          style={{ maxHeight: RENDER_IMAGE_MAX_HEIGHT_PX, maxWidth: '100%' }}
        />
      )}
    </article>
  );
}
