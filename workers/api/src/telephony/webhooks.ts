import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getDb } from '../db/client';
import { phoneCalls } from '../db/schema';
import { nowIso } from '../db/schema/columns';
import { fail } from '../lib/errors';
import { createMailer } from '../mail/mailer';
import { codeEntered, dialResult, incomingCall, whisper, whisperAnswer } from './call-flow';
import { menuChosen } from './connect';
import {
  callStatusSchema,
  dialQuerySchema,
  dialResultSchema,
  FINAL_STATUSES,
  gatheredSchema,
  incomingCallSchema,
  readParams,
  whisperQuerySchema,
} from './params';
import { activePromptFile } from './prompts';
import { type TelephonyEnv, twilioSignatureGuard } from './signature';
import { twiml } from './twiml';

// Twilio Programmable Voice webhooks (issue 11; docs/architecture.md "Calls"). Server-to-server: no session, no
// Origin (so the cross-site guard lets them through); every POST is signed (X-Twilio-Signature) and refused with 403
// before anything else when it is not. Each answers TwiML.

const origin = (c: Context) => new URL(c.req.url).origin;
const xml = (c: Context<TelephonyEnv>, document: string) =>
  c.body(document, 200, { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' });

export const telephonyRoutes = new Hono<TelephonyEnv>()
  .use('/api/telephony/*', twilioSignatureGuard())
  .post('/api/telephony/voice', async (c) =>
    xml(
      c,
      await incomingCall(getDb(c.env.DB), origin(c), readParams(incomingCallSchema, c.get('twilioParams'))),
    ),
  )
  .post('/api/telephony/code', async (c) =>
    xml(c, await codeEntered(getDb(c.env.DB), origin(c), readParams(gatheredSchema, c.get('twilioParams')))),
  )
  .post('/api/telephony/menu', async (c) =>
    xml(c, await menuChosen(getDb(c.env.DB), origin(c), readParams(gatheredSchema, c.get('twilioParams')))),
  )
  .post('/api/telephony/dial', async (c) =>
    xml(
      c,
      await dialResult(
        getDb(c.env.DB),
        origin(c),
        {
          ...readParams(dialResultSchema, c.get('twilioParams')),
          ...readParams(dialQuerySchema, c.req.query()),
        },
        createMailer(c.env),
      ),
    ),
  )
  .post('/api/telephony/whisper', async (c) =>
    xml(c, await whisper(getDb(c.env.DB), origin(c), readParams(whisperQuerySchema, c.req.query()))),
  )
  .post('/api/telephony/whisper-answer', async (c) => {
    const query = readParams(whisperQuerySchema, c.req.query());
    const { Digits } = readParams(gatheredSchema, c.get('twilioParams'));
    return xml(c, await whisperAnswer(getDb(c.env.DB), query, Digits));
  })
  // The status callback: a final status ends the call (its friend is free again). An earlier one (queued, ringing)
  // delivered late changes nothing: the call is in progress from the moment it was answered. Never charges.
  .post('/api/telephony/status', async (c) => {
    const { CallSid, CallStatus } = readParams(callStatusSchema, c.get('twilioParams'));
    if (FINAL_STATUSES.has(CallStatus)) {
      await getDb(c.env.DB)
        .update(phoneCalls)
        .set({ status: CallStatus, endedAt: nowIso() })
        .where(and(eq(phoneCalls.callSid, CallSid), isNull(phoneCalls.endedAt)));
    }
    return xml(c, twiml());
  })
  // Twilio fetches <Play> URLs without a session: only the ACTIVE recordings are served, anything else is 404.
  .get('/api/telephony/prompts/:id{[0-9]+}', async (c) => {
    const db = getDb(c.env.DB);
    const id = Number(c.req.param('id'));
    let file = await activePromptFile(db, id);
    let object = file && (await c.env.FILES.get(file.r2Key));
    // A replace moves the row to new bytes, then deletes the old ones: landing between the two reads, the row is
    // read again (as the staff player does, audio-files/stream.ts).
    if (file && !object) {
      file = await activePromptFile(db, id);
      object = file && (await c.env.FILES.get(file.r2Key));
    }
    if (!file || !object) fail(404, 'Not found');
    return c.body(object.body, 200, {
      // The type the bytes were stored with (R2's own), as the staff player does.
      'content-type': object.httpMetadata?.contentType ?? file.contentType,
      'cache-control': 'public, max-age=300',
    });
  });
