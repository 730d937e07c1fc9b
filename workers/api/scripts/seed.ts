// Writes the demo data of DESIGN.md as a SQL file for `wrangler d1 execute DB --local --file <file>`.
// Usage: tsx workers/api/scripts/seed.ts --out <file> [--extra-inmates N]
// The statements are idempotent (fixed ids, INSERT OR IGNORE): applying the file twice changes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { seedStatements } from '../src/dev/seed';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'extra-inmates': { type: 'string', default: '0' },
  },
});

const extraInmates = Number(values['extra-inmates']);
if (!values.out || !Number.isInteger(extraInmates) || extraInmates < 0) {
  console.error('usage: tsx workers/api/scripts/seed.ts --out <file> [--extra-inmates N]');
  process.exit(2);
}

const statements = await seedStatements({ extraInmates });
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${statements.join('\n')}\n`);
console.log(`wrote ${statements.length} statements to ${values.out}`);
