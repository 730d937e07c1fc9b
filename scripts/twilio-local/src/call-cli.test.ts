import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWorker } from './fake-worker';

// `npm run call` as a person runs it: its output and exit codes (0 played, 1 no Worker, 2 bad flags).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = `${ROOT}node_modules/.bin/tsx`;
const CLI = fileURLToPath(new URL('./call-cli.ts', import.meta.url));
const FLAGS = ['--from', '15555550199', '--to', '+15555550100', '--code', '482913', '--minutes', '3'];

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...process.env, WORKER_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let worker: Awaited<ReturnType<typeof startFakeWorker>>;
beforeAll(async () => {
  worker = await startFakeWorker();
});
afterAll(async () => {
  await worker?.stop();
});

describe('npm run call', () => {
  it('prints the steps and the result, exit 0', async () => {
    const { code, stdout } = await run([...FLAGS, '--friend-accepts', '--worker', worker.url]);
    expect(code).toBe(0);
    expect(stdout).toContain('Gather 6 digits → keys 482913');
    expect(stdout).toContain('talk 180s');
    expect(stdout).toContain('Credits charged: 3.0');
    expect(stdout).toContain('Friend earned: $0.45');
  }, 20_000);

  it('says the Worker is not running, exit 1', async () => {
    const { code, stderr } = await run([...FLAGS, '--worker', 'http://localhost:9']);
    expect(code).toBe(1);
    expect(stderr).toContain('The Worker at http://localhost:9 is not answering');
  }, 20_000);

  it('explains a bad flag with the usage, exit 2', async () => {
    const { code, stderr } = await run([...FLAGS, '--friend-accepts', '--friend-declines']);
    expect(code).toBe(2);
    expect(stderr).toContain('Give --friend-accepts or --friend-declines, not both');
    expect(stderr).toContain('Usage: npm run call --');
  }, 20_000);
});
