import type { ImageRef } from '../data/page-data.ts';

const IMAGE_API_HOST = 'images.microcms-assets.io';
const WIDTHS = [400, 640, 960, 1280] as const;

/**
 * A CMS image at the size the layout needs: microCMS's image API resizes
 * (`w`) and converts (`fm=webp`) on its CDN, so phones get small files.
 * Local fixture assets (SVG) are served as they are.
 */
export function cmsSrcSet(url: string): { src: string; srcSet?: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { src: url };
  }
  if (parsed.hostname !== IMAGE_API_HOST) return { src: url };
  const at = (w: number) => {
    const u = new URL(parsed);
    u.searchParams.set('w', String(w));
    u.searchParams.set('fm', 'webp');
    return u.toString();
  };
  return { src: at(960), srcSet: WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
}

interface CmsImageProps {
  image: ImageRef;
  className: string;
  /** `sizes` for the layout slot the image fills. */
  sizes: string;
  /** Decorative next to a title that says the same (cards). */
  decorative?: boolean;
  lazy?: boolean;
  /** The page's likely largest image: fetch it first. */
  priority?: boolean;
}

export function CmsImage({ image, className, sizes, decorative = false, lazy = true, priority = false }: CmsImageProps) {
  const { src, srcSet } = cmsSrcSet(image.url);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
