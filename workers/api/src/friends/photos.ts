import {
  detectFileType,
  FRIEND_IMAGE_MAX_BYTES,
  FRIEND_IMAGE_TOO_LARGE,
  FRIEND_IMAGE_WRONG_TYPE,
} from '@app/shared';
import { fail } from '../lib/errors';

// spec §3 friend image, issue 9: the photo arrives as a data URL (scaled to at most 512 px by the browser), is
// checked by its bytes and kept in R2 under `friend-photos/<friendId>`; D1 keeps only a version, so the friend list
// stays small and its answers carry a URL (`/api/friendphoto/<id>?v=<version>`) that changes with the photo.

/** The picture formats a friend photo may be: proven by the bytes, not by the data URL's declared type. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const photoKey = (friendId: number) => `friend-photos/${friendId}`;

/** The URL the answers give for a friend's photo, or null without one. */
export function photoUrl(friendId: number, version: string | null): string | null {
  return version ? `/api/friendphoto/${friendId}?v=${encodeURIComponent(version)}` : null;
}

/** The bytes of a base64 data URL's payload (the schema has checked its shape). */
function decodeDataUrl(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    fail(400, FRIEND_IMAGE_WRONG_TYPE);
  }
}

/** A photo ready to store: its bytes and the content type they prove; 400 for another type or size. */
export function checkedPhoto(dataUrl: string): { bytes: Uint8Array; contentType: string } {
  const bytes = decodeDataUrl(dataUrl);
  if (bytes.byteLength > FRIEND_IMAGE_MAX_BYTES) fail(400, FRIEND_IMAGE_TOO_LARGE);
  const detected = detectFileType(bytes);
  if (!detected || !PHOTO_TYPES.has(detected.contentType)) fail(400, FRIEND_IMAGE_WRONG_TYPE);
  return { bytes, contentType: detected.contentType };
}

/** Stores the photo and answers its new version (R2's etag: it changes with the bytes). */
export async function storePhoto(
  bucket: R2Bucket,
  friendId: number,
  photo: { bytes: Uint8Array; contentType: string },
): Promise<string> {
  const object = await bucket.put(photoKey(friendId), photo.bytes, {
    httpMetadata: { contentType: photo.contentType },
  });
  return object.etag;
}

export async function removePhoto(bucket: R2Bucket, friendId: number): Promise<void> {
  await bucket.delete(photoKey(friendId));
}

/** The stored photo as a response: its proven type, never sniffed, cached by the browser only. */
export async function photoResponse(bucket: R2Bucket, friendId: number): Promise<Response> {
  const object = await bucket.get(photoKey(friendId));
  if (!object) fail(404, 'Not found');
  const contentType = object.httpMetadata?.contentType ?? 'application/octet-stream';
  return new Response(object.body, {
    status: 200,
    headers: {
      'Content-Type': PHOTO_TYPES.has(contentType) ? contentType : 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      // The URL carries the version, so a day is safe; private: it is behind a session.
      'Cache-Control': 'private, max-age=86400',
      ETag: object.httpEtag,
    },
  });
}
