// Kept apart from intro.ts so the demo seed (also run by Node scripts) needs no D1 or sanitiser import.

/** The default friend intro (spec §1, §3, §9 the pay of $.15 per minute), shown until an admin saves one. */
export const DEFAULT_FRIEND_INTRO = `<h2>Become a friend</h2>
<p>Friends talk with people held in custody who would otherwise have no one to call. You choose when you are
available, and you are paid <strong>$.15/min</strong> for every accepted call minute, to your Monero address.</p>
<p>Register below, complete your profile, and verify your phone number. Once approved, your profile is published
and calls can reach you.</p>`;
