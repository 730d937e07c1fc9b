import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { childPids, cpuMillis } from './process-cpu';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe.runIf(existsSync('/proc/self/stat'))('process-cpu', () => {
  it('finds this process’s child by its command, and none for a command it did not start', () => {
    const child = spawn('sleep', ['30']);
    children.push(child);
    expect(childPids('sleep')).toContain(child.pid);
    expect(childPids('no-such-command')).toEqual([]);
  });

  it('counts the CPU a child spends, in milliseconds', async () => {
    // A child that spends 300 ms of CPU by its own count, says so, then idles until killed.
    const child = spawn(process.execPath, [
      '-e',
      'while (process.cpuUsage().user < 300000); console.log("spent"); setTimeout(() => {}, 30000);',
    ]);
    children.push(child);
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    const spent = cpuMillis([child.pid as number]);
    // /proc counts in 10 ms ticks, and node's own start-up comes on top.
    expect(spent).toBeGreaterThanOrEqual(280);
    expect(spent).toBeLessThan(3000);
  });
});
