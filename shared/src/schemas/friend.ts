import * as z from 'zod';
import { isValidCryptoAddress } from '../crypto-address';
import { phoneNumberSchema } from './phone';
import { atMost, firstFailing, requiredText } from './rules';

export const FRIEND_DESCRIPTION_MAX = 5000;
/**
 * The largest photo a friend may upload, decoded (issue 9: 2 MB; the browser scales it to at most 512 px first, so
 * real uploads are far smaller). The data URL's text is about 4/3 of it.
 */
export const FRIEND_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FRIEND_IMAGE_TOO_LARGE = 'image must be at most 2 MB';
export const FRIEND_IMAGE_WRONG_TYPE = 'image must be a PNG, JPEG or WebP picture';

/**
 * A base64 data URL of a JPEG, PNG or WebP picture; SVG is left out, as it can carry scripts. The Worker checks the
 * decoded bytes too (the declared type proves nothing).
 */
const IMAGE_DATA_URL_PATTERN = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of a base64 data URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The friend's photo: absent (keep it), empty (remove it) or a data URL of a picture of at most 2 MB. */
const friendImageSchema = z
  .string({ error: 'image must be a picture' })
  .nullish()
  .transform((value) => value ?? undefined)
  .pipe(
    z
      .string()
      .optional()
      .check((payload) => {
        if (payload.value === undefined || payload.value === '') return;
        firstFailing([
          [(value) => dataUrlBytes(value) <= FRIEND_IMAGE_MAX_BYTES, FRIEND_IMAGE_TOO_LARGE],
          [(value) => IMAGE_DATA_URL_PATTERN.test(value), FRIEND_IMAGE_WRONG_TYPE],
        ])(payload as z.core.ParsePayload<string>);
      }),
  );

/**
 * POST /api/updatefriendprofile and /api/finishfriendregistration: JSON {phoneNumber, moneroAddress, description,
 * image, available} (spec §3, §5). The payout address must be a valid Monero (XMR) mainnet address.
 */
export const friendProfileSchema = z.object({
  phoneNumber: phoneNumberSchema,
  moneroAddress: requiredText('Monero Address is required*', [
    [(value) => isValidCryptoAddress(value, 'XMR'), 'Invalid Monero Address'],
  ]),
  description: requiredText('description is required', [
    [atMost(FRIEND_DESCRIPTION_MAX), `description must be at most ${FRIEND_DESCRIPTION_MAX} characters`],
  ]),
  image: friendImageSchema,
  available: z.boolean({ error: 'available must be true or false' }),
});

export type FriendProfileInput = z.input<typeof friendProfileSchema>;
export type FriendProfileData = z.output<typeof friendProfileSchema>;
