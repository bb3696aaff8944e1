/**
 * The owner's photo of a printed map, taken or picked on the device, made small enough to keep: decoded, drawn
 * at most PHOTO_MAX_SIDE pixels on its long side, and encoded as WebP (JPEG where the browser cannot write
 * WebP). A phone's 12-megapixel photo becomes a few hundred kilobytes, stored once with the draft.
 */
import { PHOTO_MAX_SIDE } from '../../app/draft/model';
import type { PhotoData } from '../../app/draft/drafts';

/** The size a picture of `w` x `h` is drawn at: the same when it already fits. */
export function fitted(w: number, h: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const k = Math.min(1, max / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
}

export async function downscale(file: Blob): Promise<PhotoData> {
  // the camera's own orientation is applied, so a photo taken upright stays upright
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitted(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the picture.');
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let data = canvas.toDataURL('image/webp', 0.82);
  let type: PhotoData['type'] = 'image/webp';
  if (!data.startsWith('data:image/webp')) {
    data = canvas.toDataURL('image/jpeg', 0.82);
    type = 'image/jpeg';
  }
  return { type, width, height, data };
}
