ALTER TABLE `event_seat_holds` ADD `currency` text DEFAULT 'ZAR' NOT NULL;--> statement-breakpoint
ALTER TABLE `coaching_subscriptions` ADD `amount_cents` integer;--> statement-breakpoint
ALTER TABLE `coaching_subscriptions` ADD `currency` text DEFAULT 'ZAR' NOT NULL;--> statement-breakpoint
ALTER TABLE `coaching_subscriptions` ADD `provider_reference` text;--> statement-breakpoint
-- Subscriptions made before this migration asked for their plan's price.
UPDATE `coaching_subscriptions` SET `amount_cents` = (
	SELECT `price_cents` FROM `coaching_plans` WHERE `coaching_plans`.`id` = `coaching_subscriptions`.`plan_id`
);
