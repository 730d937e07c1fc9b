import type { ServiceType } from '@app/shared';

// What the account calls answer (workers/api/src/account, files, charges). Money in integer cents, credits in
// integer tenths, dates ISO 8601 text (docs/architecture.md "Data").

/** spec §3 inmate detail; `secretCode` never comes to EMPLOYEE1, `adminNotes` only to staff. */
export type InmateDetail = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  twilioNumber: string | null;
  secretCode?: string;
  adminNotes?: string;
};

/** spec §3 service for an inmate. */
export type Service = {
  id: number;
  title: string;
  remainingTenths: number;
  datePurchased: string;
  paidThrough: string | null;
  recurringPayments: boolean;
  automaticPayments: boolean;
  hasSubscription: boolean;
  active: boolean;
  /** The service the inmate uses now (POST /api/selectservice). */
  selected: boolean;
  offer: {
    id: number;
    title: string;
    description: string;
    /** Not sent to EMPLOYEE1. */
    priceCents?: number;
    serviceTypes: ServiceType[];
    fixedMonthlyCreditChargeTenths: number | null;
  };
};

/** spec §3 payment record. */
export type PaymentRecord = {
  id: number;
  paymentDate: string;
  amountCents: number;
  status: string;
  serviceTitles: string[];
  paymentMethod: { description: string };
};

/** spec §3 call record: no conversationUuid means a fixed monthly charge. */
export type CallRecord = {
  id: number;
  date: string;
  creditsUsedTenths: number;
  serviceType: ServiceType;
  serviceTypePretty: string;
  conversationUuid: string | null;
  service: { title: string };
};

/** spec §3 auxiliary credit charge. */
export type CreditCharge = {
  id: number;
  date: string;
  creditsTenths: number;
  description: string;
  username: string;
  service: { id: number; title: string };
};

/** spec §3 auxiliary currency charge. */
export type CurrencyCharge = {
  id: number;
  datePurchased: string;
  priceCents: number;
  description: string;
  payment: { id: number; paymentMethod: { description: string } } | null;
};

/** spec §3 uploaded file. */
export type UploadedFile = {
  id: number;
  code: string;
  description: string;
  uri: string;
  contentType: string;
  size: number;
  createdAt: string;
};

/** spec §3 payment intent response, plus where the local Stripe.js stand-in is (absent with real Stripe). */
export type PaymentForm = {
  clientSecret: string;
  payButtonText: string;
  stripePublicKey: string;
  stripeJsUrl?: string;
};
