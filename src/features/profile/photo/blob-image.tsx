import { useCallback } from 'react';

type BlobImageProps = {
  blob: Blob;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
};

/**
 * An <img> showing a Blob through an object URL that lives exactly as long as the element: made
 * when React attaches it, revoked when React detaches it (a React 19 ref cleanup), so neither a
 * retake nor leaving the screen leaks a photo's memory.
 */
export function BlobImage({ blob, alt, width, height, className }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => {
        image.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return <img ref={attach} alt={alt} width={width} height={height} className={className} />;
}
