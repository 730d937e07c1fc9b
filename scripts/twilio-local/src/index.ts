import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callRequestSchema, firstIssue } from './call-request';
import { API_VERSION, CallStore, callResource, TwilioApiError } from './calls';
import {
  DEFAULT_WORKER_URL,
  LOCAL_ACCOUNT_SID,
  LOCAL_AUTH_TOKEN,
  SimulationError,
  simulateCall,
  WorkerUnreachableError,
} from './simulate';

export { twilioSignature } from './signature';
export { type CallResult, type Simulation, simulateCall } from './simulate';

// The local Twilio-compatible server of DESIGN.md "Telephony" (as scripts/stripe-local is for Stripe): the Calls
// resource of Twilio's REST API that the Worker's adapter uses (Call Me), and `POST /simulate`, which plays a whole
// facility call against the Worker by playing Twilio's part (simulate.ts).

export type TwilioLocalOptions = {
  /** 0 picks a free port. Default 12112 (TWILIO_LOCAL_PORT). */
  port?: number;
  host?: string;
  accountSid?: string;
  authToken?: string;
  /** The Worker the simulated calls go to, unless a request names another. */
  workerUrl?: string;
  log?: (line: string) => void;
};

export type TwilioLocalServer = {
  /** e.g. http://localhost:12112 */
  url: string;
  port: number;
  /** The calls placed through the API, for tests. */
  calls: CallStore;
  stop: () => Promise<void>;
};

export const DEFAULT_TWILIO_LOCAL_PORT = 12112;
const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new TwilioApiError(413, 20001, 'Request body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body, null, 2));
}

/** The account of a request's Basic credentials, or a 401 in Twilio's shape. */
function authenticate(request: IncomingMessage, accountSid: string, authToken: string): string {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const [user, ...rest] = encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':') : [];
  if (user !== accountSid || rest.join(':') !== authToken)
    throw new TwilioApiError(401, 20003, 'Authenticate');
  return user;
}

const CALLS = /^\/2010-04-01\/Accounts\/([^/]+)\/Calls\.json$/;
const CALL = /^\/2010-04-01\/Accounts\/([^/]+)\/Calls\/([^/]+)\.json$/;

/** Starts the local Twilio-compatible server; resolves once it listens. */
export async function startTwilioLocal(options: TwilioLocalOptions = {}): Promise<TwilioLocalServer> {
  const log = options.log ?? (() => {});
  const accountSid = options.accountSid ?? LOCAL_ACCOUNT_SID;
  const authToken = options.authToken ?? LOCAL_AUTH_TOKEN;
  const workerUrl = options.workerUrl ?? DEFAULT_WORKER_URL;
  const store = new CallStore();

  /** The REST API: Basic auth first, then the account in the path must be the caller's own. */
  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const account = authenticate(request, accountSid, authToken);
    const [, pathAccount, sid] = CALL.exec(path) ?? CALLS.exec(path) ?? [];
    if (pathAccount !== account) {
      throw new TwilioApiError(404, 20404, `The requested resource ${path} was not found`);
    }
    if (sid && request.method === 'GET') {
      send(response, 200, callResource(store.get(account, decodeURIComponent(sid))));
    } else if (!sid && request.method === 'POST') {
      const call = store.create(account, new URLSearchParams(await readBody(request)));
      log(`call ${call.sid} to ${call.to} from ${call.from}`);
      send(response, 201, callResource(call));
    } else if (!sid && request.method === 'GET') {
      send(response, 200, store.list(account));
    } else {
      throw new TwilioApiError(405, 20004, 'Method not allowed');
    }
  }

  /** POST /simulate {from, to, code, minutes, friend, worker?}: one facility call, its steps and the result. */
  async function simulate(request: IncomingMessage, response: ServerResponse) {
    let json: unknown;
    try {
      json = JSON.parse(await readBody(request));
    } catch {
      send(response, 400, { error: 'The body must be JSON: {from, to, code, minutes, friend}' });
      return;
    }
    const parsed = callRequestSchema.safeParse(json);
    if (!parsed.success) {
      send(response, 400, { error: firstIssue(parsed.error) });
      return;
    }
    const { worker, ...call } = parsed.data;
    try {
      const simulation = await simulateCall({ ...call, worker: worker ?? workerUrl, accountSid, authToken });
      log(`simulated call ${simulation.callSid}: ${simulation.steps.length} steps`);
      send(response, 200, simulation);
    } catch (error) {
      if (!(error instanceof SimulationError)) throw error;
      // The Worker is another service: its refusal or absence is a bad gateway, not this server's fault.
      send(response, error instanceof WorkerUnreachableError ? 503 : 502, {
        error: error.message,
        steps: error.steps,
      });
    }
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    try {
      if (path === '/_local/health') send(response, 200, { ok: true });
      else if (path === '/simulate' && request.method === 'POST') await simulate(request, response);
      else if (path.startsWith(`/${API_VERSION}/`) && (CALLS.test(path) || CALL.test(path))) {
        await api(request, response, path);
      } else throw new TwilioApiError(404, 20404, `The requested resource ${path} was not found`);
    } catch (error) {
      if (error instanceof TwilioApiError) {
        const headers: Record<string, string> =
          error.status === 401 ? { 'www-authenticate': 'Basic realm="Twilio API"' } : {};
        send(response, error.status, error.body, headers);
        return;
      }
      log(`twilio-local: ${(error as Error).stack ?? error}`);
      send(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: both IPv4 and IPv6 loopback reach it, whichever `localhost` resolves to.
    if (options.host) server.listen(options.port ?? DEFAULT_TWILIO_LOCAL_PORT, options.host, () => resolve());
    else server.listen(options.port ?? DEFAULT_TWILIO_LOCAL_PORT, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log(`twilio-local listening on ${url}, simulated calls to ${workerUrl}`);
  return {
    url,
    port,
    calls: store,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
