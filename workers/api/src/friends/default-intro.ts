// Kept apart from intro.ts so the demo seed (also run by Node scripts) needs no D1 or sanitiser import.

/** The default friend intro in English (spec §1, §3, §9 the pay of $.15 per minute), shown until an admin saves one. */
export const DEFAULT_FRIEND_INTRO = `<h2>Become a friend</h2>
<p>Friends talk with people held in custody who would otherwise have no one to call. You choose when you are
available, and you are paid <strong>$.15/min</strong> for every accepted call minute, to your Monero address.</p>
<p>Register below, complete your profile, and verify your phone number. Once approved, your profile is published
and calls can reach you.</p>`;

/** The default intro in Spanish (the same facts, written by hand), shown until an admin saves a Spanish one. */
export const DEFAULT_FRIEND_INTRO_ES = `<h2>Hágase amigo</h2>
<p>Los amigos conversan con personas privadas de libertad que, si no, no tendrían a quién llamar. Usted elige
cuándo está disponible, y se le paga <strong>$.15/min</strong> por cada minuto de llamada aceptado, a su dirección
de Monero.</p>
<p>Regístrese abajo, complete su perfil y verifique su número de teléfono. Una vez aprobado, su perfil se publica y
las llamadas pueden llegarle.</p>`;
