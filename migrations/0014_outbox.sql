CREATE TABLE `notification_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`session_id` integer,
	`due_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`claim_token` text,
	`claimed_until` text,
	`sent_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `group_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_outbox_channel_check" CHECK("notification_outbox"."channel" in ('in_app', 'email', 'whatsapp')),
	CONSTRAINT "notification_outbox_status_check" CHECK("notification_outbox"."status" in ('pending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "notification_outbox_attempts_check" CHECK("notification_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX `notification_outbox_due_idx` ON `notification_outbox` (`next_attempt_at`) WHERE "notification_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `notification_outbox_user_idx` ON `notification_outbox` (`user_id`);--> statement-breakpoint
CREATE INDEX `notification_outbox_created_idx` ON `notification_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `notification_outbox_session_idx` ON `notification_outbox` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notification_outbox_dedupe_unique` ON `notification_outbox` (`dedupe_key`,`channel`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email_enabled` integer DEFAULT true NOT NULL,
	`whatsapp_enabled` integer DEFAULT false NOT NULL,
	`whatsapp_phone` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_preferences_phone_check" CHECK("notification_preferences"."whatsapp_phone" is null or "notification_preferences"."whatsapp_phone" glob '+27[1-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
	CONSTRAINT "notification_preferences_whatsapp_check" CHECK("notification_preferences"."whatsapp_enabled" = 0 or "notification_preferences"."whatsapp_phone" is not null)
);
