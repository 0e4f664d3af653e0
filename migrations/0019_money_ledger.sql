CREATE TABLE `coach_payout_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentor_id` integer NOT NULL,
	`provider` text NOT NULL,
	`recipient_code` text NOT NULL,
	`bank_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_name` text NOT NULL,
	`account_last4` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_payout_accounts_mentor_id_unique` ON `coach_payout_accounts` (`mentor_id`);--> statement-breakpoint
CREATE TABLE `coach_payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentor_id` integer NOT NULL,
	`period` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`provider` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`transfer_code` text,
	`failure_reason` text,
	`settled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "coach_payouts_status_check" CHECK("coach_payouts"."status" in ('pending', 'paid', 'failed', 'reversed')),
	CONSTRAINT "coach_payouts_amount_check" CHECK("coach_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_payouts_reference_unique` ON `coach_payouts` (`reference`);--> statement-breakpoint
CREATE INDEX `coach_payouts_mentor_idx` ON `coach_payouts` (`mentor_id`,`period`);--> statement-breakpoint
CREATE TABLE `ledger_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account` text NOT NULL,
	`mentor_id` integer,
	`amount_cents` integer NOT NULL,
	`source` text NOT NULL,
	`payment_id` integer,
	`call_id` integer,
	`refund_id` integer,
	`payout_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`call_id`) REFERENCES `coaching_calls`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payout_id`) REFERENCES `coach_payouts`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "ledger_lines_account_check" CHECK("ledger_lines"."account" in ('operator', 'coach', 'refunded', 'paid_out')),
	CONSTRAINT "ledger_lines_coach_check" CHECK(("ledger_lines"."account" in ('coach', 'paid_out')) = ("ledger_lines"."mentor_id" is not null)),
	CONSTRAINT "ledger_lines_amount_check" CHECK("ledger_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_lines_mentor_idx` ON `ledger_lines` (`mentor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_lines_account_idx` ON `ledger_lines` (`account`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_lines_source_account_unique` ON `ledger_lines` (`source`,`account`);--> statement-breakpoint
CREATE TABLE `money_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`number` integer NOT NULL,
	`payment_id` integer NOT NULL,
	`refund_id` integer,
	`user_id` text,
	`issued_at` text NOT NULL,
	`payer_name` text NOT NULL,
	`payer_email` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`provider` text NOT NULL,
	`provider_reference` text NOT NULL,
	`business_name` text NOT NULL,
	`business_address` text,
	`vat_number` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "money_documents_kind_check" CHECK("money_documents"."kind" in ('receipt', 'credit_note'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_documents_refund_id_unique` ON `money_documents` (`refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `money_documents_one_receipt_per_payment` ON `money_documents` (`payment_id`) WHERE "money_documents"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX `money_documents_user_idx` ON `money_documents` (`user_id`,`issued_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `money_documents_kind_number_unique` ON `money_documents` (`kind`,`number`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`provider` text NOT NULL,
	`provider_payment_id` text NOT NULL,
	`kind` text NOT NULL,
	`subscription_id` integer,
	`hold_id` integer,
	`event_id` integer,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'ZAR' NOT NULL,
	`paid_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscription_id`) REFERENCES `coaching_subscriptions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hold_id`) REFERENCES `event_seat_holds`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_kind_check" CHECK("payments"."kind" in ('subscription', 'event_seat')),
	CONSTRAINT "payments_provider_check" CHECK("payments"."provider" in ('stripe', 'paystack', 'sandbox')),
	CONSTRAINT "payments_amount_check" CHECK("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`paid_at`);--> statement-breakpoint
CREATE INDEX `payments_subscription_idx` ON `payments` (`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_unique` ON `payments` (`provider`,`provider_payment_id`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`releases` integer DEFAULT false NOT NULL,
	`requested_by` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`failure_reason` text,
	`settled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refunds_status_check" CHECK("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_provider_refund_id_unique` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);