import * as z from 'zod';
import { type Config, TWILIO_API } from '../env';
import { fail } from '../lib/errors';
import { twilioApiBase, twilioAuthorization, twilioCallsUrl } from '../telephony/twilio-adapter';

// GET /api/dev/calls with the Twilio adapter (DESIGN.md "Local outbox and telephony"): the calls are the ones the
// local Twilio-compatible server (scripts/twilio-local) recorded, read back from its Calls list and turned into
// `{to, say, at}`, `say` being the text of the TwiML's <Say> verbs.

/** A call as GET /api/dev/calls answers it: `say` is what the phone would have spoken, `at` ISO 8601. */
export type DevCall = { to: string; say: string; at: string };

/** The fields read of twilio-local's list page (Twilio's shape; `twiml` is twilio-local's own addition). */
const callsPageSchema = z.object({
  calls: z.array(
    z.object({ to: z.string(), date_created: z.string(), twiml: z.string().nullable().optional() }),
  ),
  next_page_uri: z.string().nullable().optional(),
});

/** A runaway `next_page_uri` chain stops here (twilio-local answers one page). */
const MAX_PAGES = 20;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of XML character data: the five named entities and numeric references, decoded in one pass. */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** What a TwiML document speaks: the text of each <Say>, unescaped, joined by a space. */
export function spokenText(twiml: string): string {
  return [...twiml.matchAll(/<Say\b[^>]*>([\s\S]*?)<\/Say\s*>/g)]
    .map((match) => unescapeXml(match[1] ?? ''))
    .join(' ');
}

/** The configuration points the Twilio adapter at a local stand-in rather than at Twilio itself. */
export function usesLocalTwilio(config: Config): boolean {
  return config.TELEPHONY_ADAPTER === 'twilio' && twilioApiBase(config) !== TWILIO_API;
}

/** GETs one list page; twilio-local down is 503, any other failure 502, so the door never answers 500. */
async function readPage(url: string, authorization: string, fetcher: typeof fetch) {
  const base = new URL(url).origin;
  let response: Response;
  try {
    response = await fetcher(url, { headers: { authorization, accept: 'application/json' } });
  } catch {
    fail(
      503,
      `The local Twilio server is not answering at ${base}: start it with npm start (scripts/twilio-local)`,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      z.object({ message: z.string() }).safeParse(body).data?.message ?? `status ${response.status}`;
    fail(502, `The local Twilio server at ${base} refused the list of calls: ${message}`);
  }
  const page = callsPageSchema.safeParse(body);
  if (!page.success)
    fail(502, `The local Twilio server at ${base} answered something that is not a list of calls`);
  return page.data;
}

/** Every call twilio-local recorded for the account, oldest first (Twilio lists newest first). */
export async function localTwilioCalls(
  config: Config,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<DevCall[]> {
  const accountSid = config.TWILIO_ACCOUNT_SID ?? '';
  const authorization = twilioAuthorization(accountSid, config.TWILIO_AUTH_TOKEN ?? '');
  const newestFirst: DevCall[] = [];
  let url: string | undefined = twilioCallsUrl(config, accountSid);
  for (let pages = 0; url && pages < MAX_PAGES; pages += 1) {
    const page = await readPage(url, authorization, fetcher);
    for (const call of page.calls) {
      const at = new Date(call.date_created);
      newestFirst.push({
        to: call.to,
        say: spokenText(call.twiml ?? ''),
        at: Number.isNaN(at.getTime()) ? call.date_created : at.toISOString(),
      });
    }
    url = page.next_page_uri ? new URL(page.next_page_uri, twilioApiBase(config)).href : undefined;
  }
  return newestFirst.reverse();
}
