CREATE TABLE `event_seat_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'held' NOT NULL,
	`amount_cents` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_reference` text,
	`checkout_url` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_seat_holds_status_check" CHECK("event_seat_holds"."status" in ('held', 'confirmed', 'released')),
	CONSTRAINT "event_seat_holds_provider_check" CHECK("event_seat_holds"."provider" in ('stripe', 'paystack', 'sandbox')),
	CONSTRAINT "event_seat_holds_amount_check" CHECK("event_seat_holds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_seat_holds_live_unique` ON `event_seat_holds` (`event_id`,`user_id`) WHERE status = 'held';--> statement-breakpoint
CREATE INDEX `event_seat_holds_event_status_idx` ON `event_seat_holds` (`event_id`,`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `event_seat_holds_status_expiry_idx` ON `event_seat_holds` (`status`,`expires_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_coaching_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` integer NOT NULL,
	`status` text DEFAULT 'incomplete' NOT NULL,
	`provider` text NOT NULL,
	`provider_customer_id` text,
	`provider_subscription_id` text,
	`coach_id` integer,
	`current_period_end` text,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`provider_event_at` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `coaching_plans`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`coach_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "coaching_subscriptions_status_check" CHECK("__new_coaching_subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled')),
	CONSTRAINT "coaching_subscriptions_provider_check" CHECK("__new_coaching_subscriptions"."provider" in ('stripe', 'paystack', 'sandbox'))
);
--> statement-breakpoint
-- Hand-edited: the old table has no provider_event_at (it takes its default, 0), and the four Stripe states the
-- new CHECK no longer allows map onto the ones that remain (as worker/payments maps them).
INSERT INTO `__new_coaching_subscriptions`("id", "user_id", "plan_id", "status", "provider", "provider_customer_id", "provider_subscription_id", "coach_id", "current_period_end", "cancel_at_period_end", "created_at", "updated_at") SELECT "id", "user_id", "plan_id", CASE "status" WHEN 'trialing' THEN 'active' WHEN 'unpaid' THEN 'past_due' WHEN 'paused' THEN 'past_due' WHEN 'incomplete_expired' THEN 'canceled' ELSE "status" END, "provider", "provider_customer_id", "provider_subscription_id", "coach_id", "current_period_end", "cancel_at_period_end", "created_at", "updated_at" FROM `coaching_subscriptions`;--> statement-breakpoint
DROP TABLE `coaching_subscriptions`;--> statement-breakpoint
ALTER TABLE `__new_coaching_subscriptions` RENAME TO `coaching_subscriptions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_subscriptions_provider_subscription_id_unique` ON `coaching_subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `coaching_subscriptions_user_status_idx` ON `coaching_subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `__new_payment_customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_customer_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_customers_provider_check" CHECK("__new_payment_customers"."provider" in ('stripe', 'paystack', 'sandbox'))
);
--> statement-breakpoint
INSERT INTO `__new_payment_customers`("id", "user_id", "provider", "provider_customer_id", "created_at") SELECT "id", "user_id", "provider", "provider_customer_id", "created_at" FROM `payment_customers`;--> statement-breakpoint
DROP TABLE `payment_customers`;--> statement-breakpoint
ALTER TABLE `__new_payment_customers` RENAME TO `payment_customers`;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_provider_customer_id_unique` ON `payment_customers` (`provider_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_user_provider_unique` ON `payment_customers` (`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `__new_processed_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'stripe' NOT NULL,
	`type` text NOT NULL,
	`processed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_check" CHECK("__new_processed_webhook_events"."provider" in ('stripe', 'paystack', 'sandbox'))
);
--> statement-breakpoint
INSERT INTO `__new_processed_webhook_events`("event_id", "provider", "type", "processed_at") SELECT "event_id", "provider", "type", "processed_at" FROM `processed_webhook_events`;--> statement-breakpoint
DROP TABLE `processed_webhook_events`;--> statement-breakpoint
ALTER TABLE `__new_processed_webhook_events` RENAME TO `processed_webhook_events`;--> statement-breakpoint
CREATE INDEX `processed_webhook_events_time_idx` ON `processed_webhook_events` (`processed_at`);