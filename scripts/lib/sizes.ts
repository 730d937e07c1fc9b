import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sum of the gzip sizes of the .js and .css files under `dir`. */
export function gzipSizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|css)$/.test(name)) {
        files += 1;
        bytes += gzipSync(readFileSync(path), { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
