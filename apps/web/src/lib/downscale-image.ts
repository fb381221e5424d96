/**
 * Shrinks a photo in the browser before it is uploaded (My Expenses): a phone camera's
 * 4000×3000 picture of a receipt becomes at most 1600 px on its longer side, re-encoded as JPEG.
 */

/** The longer side of a downscaled image, in pixels. */
export const DOWNSCALE_MAX_SIDE = 1600;
/** JPEG quality of the re-encoded image. */
export const DOWNSCALE_QUALITY = 0.8;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image of `width` × `height` is drawn at: scaled (keeping its proportions) so the longer
 * side is at most `maxSide`, never enlarged, each side rounded and at least 1 px.
 */
export function scaledSize(width: number, height: number, maxSide = DOWNSCALE_MAX_SIDE): Size {
  if (!(width > 0 && height > 0)) throw new RangeError('An image has a positive width and height.');
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

/** The re-encoded image only when it is smaller than the original (otherwise the original is kept). */
export const keepSmaller = <T extends { size: number }>(original: T, encoded: T | null): T =>
  encoded !== null && encoded.size < original.size ? encoded : original;

/** `photo.png` → `photo.jpg` (the re-encoded file's name). */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of `size` (OffscreenCanvas when the browser has one) and a function encoding it as JPEG. */
function canvasOf(size: Size): { context: Canvas2d | null; encode: () => Promise<Blob | null> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    return {
      context: canvas.getContext('2d'),
      encode: () => canvas.convertToBlob({ type: 'image/jpeg', quality: DOWNSCALE_QUALITY }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return {
    context: canvas.getContext('2d'),
    encode: () => new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', DOWNSCALE_QUALITY)),
  };
}

/**
 * Decodes `file` (createImageBitmap, honouring its EXIF orientation), draws it so the longer side is
 * at most DOWNSCALE_MAX_SIDE on a white background (JPEG has no transparency) and re-encodes it as
 * JPEG at DOWNSCALE_QUALITY. Answers the original file when the browser cannot decode or encode it,
 * for a GIF (which may move), or when the result would not be smaller.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // Not an image this browser decodes: the server judges it.
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    const { context, encode } = canvasOf(size);
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode().catch(() => null);
    const smaller = keepSmaller<Blob>(file, blob);
    if (smaller === file || !blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
