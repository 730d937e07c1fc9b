import { BASELINE } from './bench-entry';

/**
 * The floor a route is compared with: `kv` (one KV read) for answers that need no D1 query (the session, public
 * answers served from a cache), `kv+d1` (one KV read plus one D1 select) for every route that reads D1.
 */
export type Floor = 'bare' | 'kv' | 'kv+d1';

export type BenchRoute = {
  /** The name printed, and the key in the JSON of `--json`. */
  name: string;
  path: string;
  floor: Floor;
  method?: 'GET' | 'POST';
  as?: 'inmate' | 'friend' | 'staff' | 'employee1';
  /** A Twilio webhook: these form parameters, POSTed with the X-Twilio-Signature Twilio would send. */
  twilioForm?: Record<string, string>;
};

// Every call a screen makes on load (issue 12 item 1): the shell (session, manifest), and each remote's
// features/*/api/get-*.ts as its screens call them. The bench signs in as inmate1, friend1, admin and staff (EMPLOYEE1)
// of the dev seed. Later issues add their routes here.
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'baseline (bare route)', path: BASELINE, floor: 'bare' },
  // The shell, on every screen. A signed-in session's answer names the account from D1, in the one statement that
  // confirms the caller (auth/session-answer.ts): its floor is a KV read and one select.
  { name: 'GET /mf-manifest.json', path: '/mf-manifest.json', floor: 'kv' },
  { name: 'GET /api/session (anonymous)', path: '/api/session', floor: 'kv' },
  { name: 'GET /api/session (inmate)', path: '/api/session', as: 'inmate', floor: 'kv+d1' },
  { name: 'GET /api/session (friend)', path: '/api/session', as: 'friend', floor: 'kv+d1' },
  { name: 'GET /api/session (staff)', path: '/api/session', as: 'staff', floor: 'kv+d1' },
  // Offers remote: the offer selection (public, shared answers), the payment screen.
  { name: 'GET /api/getactiveoffers', path: '/api/getactiveoffers', floor: 'kv' },
  { name: 'GET /api/getactiveaggregateoffers', path: '/api/getactiveaggregateoffers', floor: 'kv' },
  { name: 'GET /api/getactiveofferslist', path: '/api/getactiveofferslist', floor: 'kv' },
  { name: 'GET /api/getselectedoffers', path: '/api/getselectedoffers', as: 'inmate', floor: 'kv+d1' },
  // Account remote: the inmate's Account Info screen and its sections.
  { name: 'GET /api/getinmatedetail', path: '/api/getinmatedetail', as: 'inmate', floor: 'kv+d1' },
  { name: 'GET /api/getservicesforinmate', path: '/api/getservicesforinmate', as: 'inmate', floor: 'kv+d1' },
  { name: 'GET /api/getinmatepayments', path: '/api/getinmatepayments', as: 'inmate', floor: 'kv+d1' },
  { name: 'GET /api/getinmatecalls', path: '/api/getinmatecalls', as: 'inmate', floor: 'kv+d1' },
  {
    name: 'GET /api/getauxiliarycreditcharges',
    path: '/api/getauxiliarycreditcharges',
    as: 'inmate',
    floor: 'kv+d1',
  },
  {
    name: 'GET /api/getauxiliarycurrencycharges',
    path: '/api/getauxiliarycurrencycharges',
    as: 'inmate',
    floor: 'kv+d1',
  },
  { name: 'GET /api/getuploadedfiles', path: '/api/getuploadedfiles', as: 'inmate', floor: 'kv+d1' },
  // Friends remote: the public intro (sanitised on save), the friend's detail and earnings.
  { name: 'GET /api/getfriendintro', path: '/api/getfriendintro', floor: 'kv' },
  { name: 'GET /api/getfrienddetail', path: '/api/getfrienddetail', as: 'friend', floor: 'kv+d1' },
  { name: 'GET /api/getfriendearnings', path: '/api/getfriendearnings', as: 'friend', floor: 'kv+d1' },
  // Admin remote: the back office's screens.
  { name: 'GET /admin/api/getjails', path: '/admin/api/getjails', as: 'staff', floor: 'kv+d1' },
  { name: 'GET /admin/api/getoffers', path: '/admin/api/getoffers', as: 'staff', floor: 'kv+d1' },
  { name: 'GET /admin/api/getemployees', path: '/admin/api/getemployees', as: 'staff', floor: 'kv+d1' },
  {
    name: 'GET /admin/api/getassistantphone',
    path: '/admin/api/getassistantphone',
    as: 'staff',
    floor: 'kv+d1',
  },
  { name: 'GET /admin/api/getfriendrate', path: '/admin/api/getfriendrate', as: 'staff', floor: 'kv+d1' },
  { name: 'GET /admin/api/getaudiofiles', path: '/admin/api/getaudiofiles', as: 'staff', floor: 'kv+d1' },
  { name: 'GET /admin/api/getfriends', path: '/admin/api/getfriends', as: 'staff', floor: 'kv+d1' },
  {
    name: 'GET /admin/api/getfriendpayouts',
    path: '/admin/api/getfriendpayouts',
    as: 'staff',
    floor: 'kv+d1',
  },
  {
    name: 'GET /admin/api/getfriendpayments',
    path: '/admin/api/getfriendpayments?id=1',
    as: 'staff',
    floor: 'kv+d1',
  },
  // Manage Inmates over the whole data set (inmates-list/queries.ts): a first page, a far page, a search, last use.
  { name: 'GET getinmates (page 1 of 50)', path: '/admin/api/getinmates', as: 'staff', floor: 'kv+d1' },
  {
    name: 'GET getinmates (offset 9000)',
    path: '/employee1/api/getinmates?offset=9000',
    as: 'employee1',
    floor: 'kv+d1',
  },
  {
    name: 'GET getinmates (q=inmateab)',
    path: '/admin/api/getinmates?q=inmateab',
    as: 'staff',
    floor: 'kv+d1',
  },
  {
    name: 'GET getinmates (sort=-lastUsed)',
    path: '/admin/api/getinmates?sort=-lastUsed',
    as: 'staff',
    floor: 'kv+d1',
  },
  // The incoming facility call (telephony/call-flow.ts): signature, two number look-ups, the call row, the greeting.
  // The same CallSid each time, as Twilio's retries: the row is inserted once, the answer is the same TwiML.
  {
    name: 'POST /api/telephony/voice (signed)',
    path: '/api/telephony/voice',
    method: 'POST',
    floor: 'kv+d1',
    twilioForm: {
      AccountSid: 'ACLOCAL',
      CallSid: 'CA0123456789abcdef0123456789abcdef',
      From: '15555550199',
      To: '+15555550100',
      CallStatus: 'ringing',
      Direction: 'inbound',
      ApiVersion: '2010-04-01',
    },
  },
];
