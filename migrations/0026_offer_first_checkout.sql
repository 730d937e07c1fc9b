ALTER TABLE `offers` ADD `first_checkout_at` text;--> statement-breakpoint
-- An offer a card checkout named is retired, never deleted, so the payment of a card form still open finds it
-- (workers/api/src/offers/queries.ts deleteOffer). Which offers the open card forms of before this migration name is
-- known only to Stripe: every offer not retired counts as named now (a later delete retires it rather than removes
-- it). Retired offers stay retired. Re-runnable: only offers without the time get it.
UPDATE `offers` SET `first_checkout_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `retired` = 0 AND `first_checkout_at` IS NULL;
