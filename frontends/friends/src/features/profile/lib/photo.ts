// The friend's photo (spec §2 screen 11, issue 9 §3): a JPEG, PNG or WebP picture of at most 2 MB, scaled down in
// the browser to at most 512 px on its longer side and sent as a data URL.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 512;

export const PHOTO_WRONG_TYPE = 'Choose a JPEG, PNG or WebP picture';
export const PHOTO_TOO_LARGE = 'The photo must be at most 2 MB';
export const PHOTO_UNREADABLE = 'The photo could not be read; choose another picture';

/** Why `file` cannot be the photo, or null when it can (its type and size; the server checks its bytes). */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_WRONG_TYPE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/**
 * The size a picture is drawn at: its own when it fits in `max` × `max`, otherwise scaled to fit, proportions kept.
 * @example fitWithin(2048, 1024) // { width: 512, height: 256 }
 */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The picture redrawn on a canvas at most 512 px wide and high, as a JPEG data URL (a few dozen KB, far under the
 * server's limit; a photo needs no transparency, so it is drawn on white). Rejects when the browser cannot decode it.
 */
export async function scalePhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}
