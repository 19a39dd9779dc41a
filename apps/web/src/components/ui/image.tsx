import { LIMITS } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

export interface ImageProps {
  src?: string | null;
  alt: string;
  width?: number;
  height?: number;
  quality?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

const IMAGE_HOST = /^https?:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\//;

/**
 * The URL to request: images on the image host get automatic format, quality (default 80) and the
 * optional size as a transformation; other absolute URLs and local paths are used as they are.
 */
export function imageUrl(
  src: string,
  options: { width?: number; height?: number; quality?: number } = {},
): string {
  const match = src.match(IMAGE_HOST);
  if (!match) return src;
  const parts = ['f_auto', `q_${options.quality ?? LIMITS.defaultImageQuality}`];
  if (options.width) parts.push(`w_${options.width}`);
  if (options.height) parts.push(`h_${options.height}`);
  return `${match[0]}${parts.join(',')}/${src.slice(match[0].length)}`;
}

/** The webp twin of a local png/jpg image, or undefined. */
export function webpAlternative(src: string): string | undefined {
  if (/^[a-z]+:\/\//i.test(src) || src.startsWith('data:')) return undefined;
  return /\.(png|jpe?g)$/i.test(src) ? src.replace(/\.(png|jpe?g)$/i, '.webp') : undefined;
}

/** An image per spec section 5: placeholder without a source, image-host transforms, webp for local files. */
export function Image({ src, alt, width, height, quality, className = '', loading = 'lazy' }: ImageProps) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt || t('common.noImage')}
        style={{ width, height }}
        className={`flex items-center justify-center bg-base-200 text-sm text-base-content/60 ${className}`}
      >
        {t('common.noImage')}
      </div>
    );
  }
  const url = imageUrl(src, { width, height, quality });
  const webp = webpAlternative(src);
  const img = (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
  if (!webp) return img;
  return (
    <picture>
      <source srcSet={webp} type="image/webp" />
      {img}
    </picture>
  );
}
