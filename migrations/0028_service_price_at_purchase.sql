ALTER TABLE `services` ADD `price_cents` integer;--> statement-breakpoint
-- The price a service was bought at (workers/api/src/services/purchase.ts), which an Automatic service's subscription
-- charges each cycle (workers/api/src/payments/book-renewal.ts) whatever staff set the offer's price to later. The
-- price older rows were bought at was never stored: they take their offer's price of today, the best known (the one
-- the subscription start asked for until now). The UPDATE alone can run again: only rows without a price get one.
UPDATE `services` SET `price_cents` = (SELECT `price_cents` FROM `offers` WHERE `offers`.`id` = `services`.`offer_id`)
WHERE `price_cents` IS NULL;
