// A responsive image: sources at the spec's breakpoints (xs 320 … xxl 1536) and the intrinsic
// width and height, so the browser reserves the space and nothing shifts. The build reads the
// sizes; an image whose size cannot be read arrives as 0×0 and still renders (docs/site.md, Images).
import type { ResponsiveImage } from '../app/content-types';

interface Props {
  image: ResponsiveImage;
  alt: string;
  sizes?: string;
  className?: string;
  /** The largest image above the fold loads first; the rest wait until they are near. */
  priority?: boolean;
}

export function Img({ image, alt, sizes = '100vw', className, priority = false }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
