// spec §2 screen 5 "choose a file or audio": audio, images and PDF only. The declared type is checked against
// the file's first bytes, so a renamed executable or an HTML page is refused, and the stored type is the one the
// bytes prove (a file is later served with it). The API decides by it (workers/api/src/files), and the upload form
// checks with it first, so a file the server would refuse is never sent over a slow connection.

export type FileKind = 'audio' | 'image' | 'pdf';
export type DetectedType = { kind: FileKind; contentType: string; extension: string };

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** The type the first bytes (at least 12) prove, or null when they are none of the accepted formats. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  const [b0 = -1, b1 = -1, b2 = -1] = bytes;
  if (b0 === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return image('image/png', 'png');
  if (b0 === 0xff && b1 === 0xd8 && b2 === 0xff) return image('image/jpeg', 'jpg');
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return image('image/gif', 'gif');
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return image('image/webp', 'webp');
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return audio('audio/wav', 'wav');
  if (ascii(bytes, 0, 'OggS')) return audio('audio/ogg', 'ogg');
  if (ascii(bytes, 0, 'fLaC')) return audio('audio/flac', 'flac');
  if (ascii(bytes, 0, '#!AMR')) return audio('audio/amr', 'amr');
  if (ascii(bytes, 0, 'ID3')) return audio('audio/mpeg', 'mp3');
  // MPEG audio frame sync (11 set bits); layer bits 00 with sync are AAC's ADTS header.
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0) {
    return (b1 & 0x06) === 0 ? audio('audio/aac', 'aac') : audio('audio/mpeg', 'mp3');
  }
  // Containers that also carry video: accepted as audio only when declared audio (see `checkUpload`).
  if (ascii(bytes, 4, 'ftyp')) return audio('audio/mp4', 'm4a');
  if (b0 === 0x1a && b1 === 0x45 && b2 === 0xdf && bytes[3] === 0xa3) return audio('audio/webm', 'webm');
  return null;
}

const image = (contentType: string, extension: string): DetectedType => ({
  kind: 'image',
  contentType,
  extension,
});
const audio = (contentType: string, extension: string): DetectedType => ({
  kind: 'audio',
  contentType,
  extension,
});

/** The family a declared (browser-given) type belongs to; '' and octet-stream mean "not said". */
function declaredKind(declared: string): FileKind | 'unknown' | 'other' {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return 'unknown';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/svg+xml') return 'other'; // SVG can carry scripts
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

export const WRONG_TYPE_MESSAGE = 'Only audio, image and PDF files can be uploaded';
export const MISMATCH_MESSAGE = "The file's contents do not match its type";

/** The accepted type of an upload, or the 415 message that refuses it. */
export function checkUpload(
  declared: string,
  firstBytes: Uint8Array,
): { ok: true; type: DetectedType } | { ok: false; message: string } {
  const kind = declaredKind(declared);
  if (kind === 'other') return { ok: false, message: WRONG_TYPE_MESSAGE };
  const detected = detectFileType(firstBytes);
  if (!detected) return { ok: false, message: kind === 'unknown' ? WRONG_TYPE_MESSAGE : MISMATCH_MESSAGE };
  const container = detected.contentType === 'audio/mp4' || detected.contentType === 'audio/webm';
  if (container && kind !== 'audio')
    return { ok: false, message: kind === 'unknown' ? WRONG_TYPE_MESSAGE : MISMATCH_MESSAGE };
  if (kind !== 'unknown' && kind !== detected.kind) return { ok: false, message: MISMATCH_MESSAGE };
  return { ok: true, type: detected };
}

/** The file name extension of a stored content type (for the download's file name). */
export function extensionFor(contentType: string): string {
  const known: Record<string, string> = {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
    'audio/wav': 'wav',
    'audio/ogg': 'ogg',
    'audio/flac': 'flac',
    'audio/amr': 'amr',
    'audio/mpeg': 'mp3',
    'audio/aac': 'aac',
    'audio/mp4': 'm4a',
    'audio/webm': 'webm',
  };
  return known[contentType] ?? 'bin';
}
