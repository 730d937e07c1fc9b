/** The payment screen's checkboxes (spec §2 screen 3). */
export type PaymentOptions = { recurring: boolean; automatic: boolean };

/** spec §4: unticking Recurring forces Automatic off. */
export const setRecurring = (options: PaymentOptions, recurring: boolean): PaymentOptions => ({
  recurring,
  automatic: recurring ? options.automatic : false,
});

/** spec §4: ticking Automatic forces Recurring on. */
export const setAutomatic = (options: PaymentOptions, automatic: boolean): PaymentOptions => ({
  recurring: automatic ? true : options.recurring,
  automatic,
});
