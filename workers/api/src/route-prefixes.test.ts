import { describe, expect, it } from 'vitest';
import { createApp } from './app';

// The routes the Worker mounts (walking the Hono app's `routes`) against DESIGN.md "Who may call what": each call
// under the prefixes it is given and no other, so a staff call never gets a plain /api copy (the role tests of each
// domain check who is let through).

const mounted = () => [
  ...new Set(
    createApp()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/\{.*\}$/, '')}`),
  ),
];

/** The calls DESIGN names, each with the prefixes it may live under. */
const DESIGN_CALLS: Record<string, string[]> = {
  // Anyone
  'POST /api/logininmate': [''],
  'POST /api/loginfriend': [''],
  'POST /api/resetpassword': [''],
  'GET /api/getactiveoffers': [''],
  'GET /api/getactiveaggregateoffers': [''],
  'GET /api/getactiveofferslist': [''],
  'POST /api/selectoffers': [''],
  'POST /api/registerinmate': [''],
  'POST /api/registerfriend': [''],
  'GET /api/getfriendintro': [''],
  'GET /api/getcaptcha': [''],
  'POST /api/emailus': [''],
  'GET /api/session': [''],
  'GET /api/logout': [''],
  // The inmate (or staff acting)
  'GET /api/getinmatedetail': [''],
  'GET /api/getservicesforinmate': [''],
  'GET /api/getinmatepayments': [''],
  'GET /api/getinmatecalls': [''],
  'GET /api/getauxiliarycreditcharges': [''],
  'GET /api/getauxiliarycurrencycharges': [''],
  'POST /api/savename': [''],
  'POST /api/saveemail': [''],
  'GET /api/resetsecretcode': [''],
  'POST /api/selectservice': [''],
  'POST /api/stoprecurring': [''],
  'POST /api/stopautorenew': [''],
  'GET /api/getstripepaymentintent': [''],
  'POST /api/uploadfile': ['', '/admin', '/employee1'],
  'GET /api/getuploadedfiles': ['', '/admin', '/employee1'],
  'POST /api/deletefile': ['', '/admin', '/employee1'],
  // The friend (or ADMIN acting)
  'GET /api/getfrienddetail': [''],
  'POST /api/updatefriendprofile': [''],
  'POST /api/finishfriendregistration': [''],
  'POST /api/verifyfriendregistration': [''],
  'POST /api/changepassword': [''],
  // EMPLOYEE1 or ADMIN, under /employee1/api or /admin/api
  'GET /api/getinmates': ['/admin', '/employee1'],
  'GET /api/logininmate': ['/admin', '/employee1'],
  'POST /api/saveadminnotes': ['/admin', '/employee1'],
  'POST /api/auxiliarychargecredits': ['/admin', '/employee1'],
  'GET /api/getaudiofiles': ['/admin', '/employee1'],
  'POST /api/uploadaudiofile': ['/admin', '/employee1'],
  'POST /api/replaceaudiofile': ['/admin', '/employee1'],
  'POST /api/activateaudiofile': ['/admin', '/employee1'],
  'POST /api/deleteaudiofile': ['/admin', '/employee1'],
  'GET /api/audiofiles/:id': ['/admin', '/employee1'],
  // ADMIN only, under /admin/api
  'POST /api/manualpay': ['/admin'],
  'POST /api/saveassignedphonenumber': ['/admin'],
  'POST /api/auxiliarychargecurrency': ['/admin'],
  'POST /api/auxiliarychargecurrencywithmethodonfile': ['/admin'],
  'GET /api/loginfriend': ['/admin'],
  'GET /api/getfriends': ['/admin'],
  'POST /api/savefriendintro': ['/admin'],
  'GET /api/getjails': ['/admin'],
  'POST /api/addjail': ['/admin'],
  'POST /api/updateoffer': ['/admin'],
  'POST /api/deleteoffer': ['/admin'],
  'GET /api/getemployees': ['/admin'],
  'POST /api/saveemployee': ['/admin'],
  'POST /api/deleteemployee': ['/admin'],
  'GET /api/getassistantphone': ['/admin'],
  'POST /api/saveassistantphone': ['/admin'],
};

const withPrefix = (call: string, prefix: string) => call.replace(' /api/', ` ${prefix}/api/`);

describe('mounted routes against DESIGN.md "Who may call what"', () => {
  it('mounts every call DESIGN names, under each prefix DESIGN gives it', () => {
    const routes = new Set(mounted());
    const missing = Object.entries(DESIGN_CALLS).flatMap(([call, prefixes]) =>
      prefixes.map((prefix) => withPrefix(call, prefix)).filter((route) => !routes.has(route)),
    );
    expect(missing).toEqual([]);
  });

  it('mounts no staff-only call of DESIGN under plain /api (only under /employee1/api or /admin/api)', () => {
    const routes = new Set(mounted());
    const stray = Object.entries(DESIGN_CALLS)
      .filter(([, prefixes]) => !prefixes.includes(''))
      .map(([call]) => call)
      .filter((call) => routes.has(call));
    expect(stray).toEqual([]);
  });

  it('mounts no ADMIN-only call under /employee1/api', () => {
    const employee1 = mounted().filter((route) => route.includes(' /employee1/api/'));
    const allowed = new Set(
      Object.entries(DESIGN_CALLS)
        .filter(([, prefixes]) => prefixes.includes('/employee1'))
        .map(([call]) => withPrefix(call, '/employee1')),
    );
    // Not in DESIGN: the file download of the account's own files and the receipt (EMPLOYEE1 gets 403 on it).
    allowed.add('GET /employee1/api/files/:id');
    allowed.add('GET /employee1/api/getreceipt');
    expect(employee1.filter((route) => !allowed.has(route))).toEqual([]);
  });

  it('mounts nothing under /admin/api or /employee1/api that escapes the prefix guards (all routes lower-case)', () => {
    const odd = mounted().filter((route) => {
      const path = (route.split(' ')[1] ?? '').replace(/:[A-Za-z]+/g, ':p');
      return /[A-Z]/.test(path) || path.includes('//');
    });
    expect(odd).toEqual([]);
  });
});
