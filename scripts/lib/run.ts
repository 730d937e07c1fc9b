import { type ChildProcess, spawn } from 'node:child_process';

/** Environment for every wrangler call: no telemetry and no network look-ups on this offline machine. */
export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
};

/** `quiet`: the output is kept, not shown; `stdoutOnly` (with quiet): resolves with standard output alone. */
export type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; stdoutOnly?: boolean };

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(options.stdoutOnly ? stdout : output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

/** Starts a long-running process; its output goes to `onLine` line by line. */
export function startProcess(
  command: string,
  args: string[],
  options: RunOptions & { onLine?: (line: string) => void } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.onLine?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/** Stops a process started by startProcess, with its children. */
export function stopProcess(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Waits until `url` answers at all (any status), or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
