import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { run, wranglerEnv } from './run';

// friend1's demo photo (DESIGN.md "Demo accounts": approved, with a photo): a 128 px PNG avatar drawn here, so the
// repository holds no binary, put into the local R2 where the Worker serves friend photos (friends/photos.ts).

const SIZE = 128;
const BUCKET = 'credits-portal-files';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A round, two-tone avatar (a head and shoulders) on a soft background, as an RGB PNG. */
export function demoPhotoPng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x += 1) {
      const head = (x - 64) ** 2 + (y - 50) ** 2 < 24 ** 2;
      const body = (x - 64) ** 2 + (y - 128) ** 2 < 46 ** 2;
      const [r, g, b] = head ? [241, 196, 160] : body ? [46, 110, 160] : [220, 232 - y / 4, 240];
      row.set([r, g, b].map(Math.round), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Puts friend1's photo into the local R2 (idempotent: the same bytes under the same key). */
export async function seedDemoPhoto(persistTo: string): Promise<void> {
  const file = join(persistTo, 'friend1.png');
  writeFileSync(file, demoPhotoPng());
  await run(
    'npx',
    [
      'wrangler',
      'r2',
      'object',
      'put',
      `${BUCKET}/friend-photos/1`,
      '--local',
      '--persist-to',
      persistTo,
      '--file',
      file,
      '--content-type',
      'image/png',
    ],
    { env: { ...wranglerEnv, CI: 'true' }, quiet: true },
  );
}
