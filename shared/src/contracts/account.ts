import * as z from 'zod';
import { SERVICE_TYPES } from '../session';
import { creditsSchema, dollarsSchema } from './units';

// Answers of spec §7 "Inmate account". Money in dollars, credits in credits (units.ts); dates ISO 8601 text.

const id = z.number().int().positive();
const isoDate = z.string().min(1);

/**
 * spec §3 inmate detail: getinmatedetail, and savename, saveemail, resetsecretcode, saveassignedphonenumber
 * and saveforwardingnumber answer it updated. `secretCode` never comes to EMPLOYEE1, `adminNotes` only to staff (spec §6).
 */
export const inmateDetailAnswerSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string(),
    /** The assigned phone number; null until an admin sets one. */
    twilioNumber: z.string().nullable(),
    /** The number CALL_FORWARDING dials; null = none. Set by the inmate or an ADMIN (saveforwardingnumber). */
    forwardingNumber: z.string().nullable(),
    secretCode: z.string().optional(),
    adminNotes: z.string().optional(),
  })
  .strict();
export type InmateDetailAnswer = z.infer<typeof inmateDetailAnswerSchema>;

/** spec §3 service for an inmate: getservicesforinmate, and selectservice, stoprecurring, stopautorenew. */
export const serviceAnswerSchema = z
  .object({
    id,
    title: z.string(),
    remainingCredits: creditsSchema,
    datePurchased: isoDate,
    /** End of the paid period; null = never expires. */
    paidThrough: isoDate.nullable(),
    recurringPayments: z.boolean(),
    automaticPayments: z.boolean(),
    /** Renewed by a subscription at the provider now. */
    hasSubscription: z.boolean(),
    active: z.boolean(),
    /** The service the inmate uses now (POST /api/selectservice). */
    selected: z.boolean(),
    /** Renew is offered (POST /api/renewservice): Recurring, its offer still sold, at least the card minimum. */
    renewable: z.boolean(),
    offer: z
      .object({
        id,
        title: z.string(),
        description: z.string(),
        /** Dollars; not sent to EMPLOYEE1 (spec §6: no offers, no payments). */
        price: dollarsSchema.optional(),
        serviceTypes: z.array(z.enum(SERVICE_TYPES)),
        /** Credits charged each month; null = none. */
        fixedMoCrCharge: creditsSchema.nullable(),
      })
      .strict(),
  })
  .strict();
export type ServiceAnswer = z.infer<typeof serviceAnswerSchema>;
export const servicesAnswerSchema = z.array(serviceAnswerSchema);
export type ServicesAnswer = z.infer<typeof servicesAnswerSchema>;

/** spec §3 payment record: getinmatepayments, newest first. */
export const paymentRecordAnswerSchema = z
  .object({
    id,
    paymentDate: isoDate,
    /** Dollars. */
    amount: dollarsSchema,
    status: z.enum(['succeeded', 'refunded']),
    serviceTitles: z.array(z.string()),
    paymentMethod: z.object({ description: z.string() }).strict(),
  })
  .strict();
export type PaymentRecordAnswer = z.infer<typeof paymentRecordAnswerSchema>;
export const paymentRecordsAnswerSchema = z.array(paymentRecordAnswerSchema);

/** spec §3 call record: getinmatecalls, newest first; no conversationUuid means a fixed monthly charge. */
export const callRecordAnswerSchema = z
  .object({
    id,
    date: isoDate,
    creditsUsed: creditsSchema,
    serviceType: z.enum(SERVICE_TYPES),
    serviceTypePretty: z.string(),
    conversationUuid: z.string().nullable(),
    service: z.object({ title: z.string() }).strict(),
  })
  .strict();
export type CallRecordAnswer = z.infer<typeof callRecordAnswerSchema>;
export const callRecordsAnswerSchema = z.array(callRecordAnswerSchema);

/** POST {prefix}/api/saveadminnotes: the notes as saved (trimmed). */
export const adminNotesAnswerSchema = z.object({ adminNotes: z.string() }).strict();
export type AdminNotesAnswer = z.infer<typeof adminNotesAnswerSchema>;
