// Creates the first ADMIN of a deployment (DESIGN.md: never a default password in production).
// Usage: tsx workers/api/scripts/create-admin.ts --username <userName> --name <name> [--local] [--print-only]
// The password comes from the environment variable ADMIN_PASSWORD, or is asked for without echo.
// Runs `wrangler d1 execute DB --env production --remote --command "INSERT …"`, or against the local D1 with
// --local (add --persist-to <dir> to target another local state folder).
import { spawnSync } from 'node:child_process';
import { stdin, stdout } from 'node:process';
import { parseArgs } from 'node:util';
import { employeeSchema, firstIssueMessage } from '@app/shared';
import { hashPassword } from '../src/auth/password';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    local: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    'print-only': { type: 'boolean', default: false },
  },
});

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  if (!stdin.isTTY) throw new Error('ADMIN_PASSWORD is not set and there is no terminal to ask for it');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let answer = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\r' || character === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(answer);
          return;
        }
        if (character === '\u007f') answer = answer.slice(0, -1);
        else answer += character;
      }
    };
    stdin.on('data', onData);
  });
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function main() {
  if (!values.username || !values.name) {
    console.error('usage: create-admin --username <userName> --name <name> [--local] [--print-only]');
    process.exit(2);
  }
  const password = process.env.ADMIN_PASSWORD ?? (await promptHidden('Password for the new ADMIN: '));
  // The same rules as the employee form (spec §5): name, userName, password, at least one role.
  const parsed = employeeSchema.safeParse({
    name: values.name,
    userName: values.username,
    password,
    roles: ['ADMIN'],
  });
  if (!parsed.success) {
    console.error(firstIssueMessage(parsed.error));
    process.exit(1);
  }
  const admin = parsed.data;
  const passwordHash = await hashPassword(password);
  const command = `INSERT INTO employees (name, user_name, password_hash, roles) VALUES (${sqlText(admin.name)}, ${sqlText(
    admin.userName,
  )}, ${sqlText(passwordHash)}, '["ADMIN"]');`;
  const target = values.local
    ? ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])]
    : ['--env', 'production', '--remote'];
  const args = ['wrangler', 'd1', 'execute', 'DB', ...target, '--command', command];
  console.log(`npx ${args.map((arg) => (/^[\w./=-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(' ')}`);
  if (values['print-only']) return;
  // No shell: the hash's `$` signs reach wrangler as they are.
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The ADMIN was not created (is the user name already taken?)');
    process.exit(result.status ?? 1);
  }
  console.log(`ADMIN ${admin.userName} created.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
