import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from './signature';

// For the simulator's tests: a small Worker that answers the telephony flow contract the way the product's does
// (signature first, a secret code Gather, a Dial per friend with a whisper the friend accepts with 1, the next
// friend after a refusal, the dev door), and keeps every request it got so tests can check what Twilio's part sent.

export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  signed: boolean;
};

export type FakeWorkerOptions = {
  authToken?: string;
  code?: string;
  /** The friends dialled in turn. */
  friends?: { id: number; phone: string }[];
  timeLimit?: number;
  /** Answer /voice with a Redirect to itself, forever. */
  loop?: boolean;
  /** After the code, a bundle's call menu (Gather to /menu, then a Redirect there) before the friend is dialled. */
  menu?: boolean;
};

type CallState = {
  tries: number;
  friendIndex: number;
  talk: number;
  friendId: number | null;
  status: string;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeWorker(options: FakeWorkerOptions = {}) {
  const token = options.authToken ?? 'twilio_local_token';
  const code = options.code ?? '482913';
  const friends = options.friends ?? [
    { id: 1, phone: '+15555550123' },
    { id: 2, phone: '+15555550124' },
  ];
  const timeLimit = options.timeLimit ?? 600;
  const requests: FakeRequest[] = [];
  const calls = new Map<string, CallState>();

  const dialFriend = (index: number) => {
    const friend = friends[index];
    if (!friend) return xml('<Say>Nobody is available to take your call.</Say><Hangup/>');
    return xml(
      `<Dial action="/api/telephony/dialed" method="POST" timeout="25" timeLimit="${timeLimit}" callerId="+15555550100">` +
        `<Number url="/api/telephony/whisper?friend=${friend.id}" method="POST">${friend.phone}</Number></Dial>`,
    );
  };

  const answer = (path: string, params: Record<string, string>): string | undefined => {
    const url = new URL(path, 'http://worker');
    const sid = params.CallSid ?? '';
    const call = calls.get(sid) ?? calls.get(params.ParentCallSid ?? '');
    switch (url.pathname) {
      case '/api/telephony/voice':
        if (options.loop) return xml('<Redirect method="POST">/api/telephony/voice</Redirect>');
        calls.set(sid, { tries: 0, friendIndex: 0, talk: 0, friendId: null, status: 'in-progress' });
        return xml(
          '<Pause length="2"/><Play digits="w1"/><Play>/api/telephony/audio/welcome</Play>' +
            '<Gather input="dtmf" numDigits="6" action="code" method="POST" timeout="10">' +
            '<Say>Enter your secret code.</Say></Gather><Say>We did not get your code.</Say><Hangup/>',
        );
      case '/api/telephony/code': {
        if (!call) return xml('<Hangup/>');
        if (params.Digits === code && options.menu) {
          return xml(
            '<Gather input="dtmf" numDigits="1" action="/api/telephony/menu" method="POST" timeout="10">' +
              '<Say>Press 1 to call a friend. Press 2 to call your saved number.</Say></Gather>' +
              '<Redirect method="POST">/api/telephony/menu</Redirect>',
          );
        }
        if (params.Digits === code) return dialFriend(0);
        call.tries += 1;
        if (call.tries >= 3) return xml('<Say>Wrong code. Goodbye.</Say><Hangup/>');
        return xml(
          '<Gather input="dtmf" numDigits="6" action="/api/telephony/code" method="POST" timeout="10">' +
            '<Say>Wrong code, try again.</Say></Gather><Hangup/>',
        );
      }
      case '/api/telephony/menu':
        return call ? dialFriend(0) : xml('<Hangup/>');
      case '/api/telephony/whisper':
        return xml(
          `<Gather input="dtmf" numDigits="1" action="/api/telephony/whisper-answer?friend=${url.searchParams.get('friend')}" method="POST" timeout="10">` +
            '<Say>An inmate is calling. Press 1 to accept, 2 to decline.</Say></Gather><Hangup/>',
        );
      case '/api/telephony/whisper-answer':
        if (params.Digits === '1') {
          if (call) call.friendId = Number(url.searchParams.get('friend'));
          return xml('<Say>Connecting.</Say>');
        }
        return xml('<Hangup/>');
      case '/api/telephony/dialed':
        if (!call) return xml('<Hangup/>');
        if (params.DialBridged === 'true') {
          call.talk = Number(params.DialCallDuration);
          return xml('<Hangup/>');
        }
        call.friendIndex += 1;
        return dialFriend(call.friendIndex);
      default:
        return undefined;
    }
  };

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const body = await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(body));
    const url = `http://localhost:${(server.address() as AddressInfo).port}${path}`;
    const given = request.headers['x-twilio-signature'];
    const signed = given === twilioSignature(token, url, params);
    requests.push({ method: request.method ?? '', path, params, signed });

    if (request.method === 'GET' && path.startsWith('/api/dev/phonecalls/')) {
      const sid = decodeURIComponent(path.slice('/api/dev/phonecalls/'.length));
      const call = calls.get(sid);
      if (!call) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Unknown call"}');
        return;
      }
      const minutes = Math.ceil(call.talk / 60);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          callSid: sid,
          status: call.status,
          serviceType: 'PHONE_PALS',
          minutes,
          creditsCharged: minutes,
          friendId: call.talk > 0 ? call.friendId : null,
          friendEarned: call.talk > 0 ? Math.round(minutes * 15) / 100 : 0,
        }),
      );
      return;
    }
    if (request.method === 'GET' && path.startsWith('/api/telephony/audio/')) {
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from([0xff, 0xfb, 0x90, 0x00]));
      return;
    }
    if (request.method !== 'POST' || !signed) {
      response
        .writeHead(request.method === 'POST' ? 403 : 404, { 'content-type': 'application/json' })
        .end('{"error":"Invalid Twilio signature"}');
      return;
    }
    if (path === '/api/telephony/status') {
      const call = calls.get(params.CallSid ?? '');
      if (call) call.status = params.CallStatus ?? call.status;
      response.writeHead(204).end();
      return;
    }
    const twiml = answer(path, params);
    if (twiml === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(twiml);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
