CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`version` text NOT NULL,
	`granted` integer NOT NULL,
	`method` text NOT NULL,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`guardian_name` text,
	`guardian_email` text,
	`guardian_relationship` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "consents_kind_check" CHECK("consents"."kind" in ('terms', 'privacy_notice', 'guardian', 'channel_email', 'channel_whatsapp')),
	CONSTRAINT "consents_method_check" CHECK("consents"."method" in ('sign_up_form', 'welcome_page', 'email_link', 'settings')),
	CONSTRAINT "consents_guardian_check" CHECK(("consents"."kind" = 'guardian') = ("consents"."guardian_name" is not null and "consents"."guardian_email" is not null
        and "consents"."guardian_relationship" is not null)),
	CONSTRAINT "consents_guardian_relationship_check" CHECK("consents"."guardian_relationship" in ('parent', 'legal_guardian'))
);
--> statement-breakpoint
CREATE INDEX `consents_user_time_idx` ON `consents` (`user_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `guardian_consent_requests` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`guardian_name` text NOT NULL,
	`guardian_email` text NOT NULL,
	`relationship` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "guardian_consent_requests_relationship_check" CHECK("guardian_consent_requests"."relationship" in ('parent', 'legal_guardian'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_consent_requests_token_hash_unique` ON `guardian_consent_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `guardian_consent_requests_expires_idx` ON `guardian_consent_requests` (`expires_at`);--> statement-breakpoint
ALTER TABLE `pending_sign_ups` ADD `age_group` text;--> statement-breakpoint
ALTER TABLE `pending_sign_ups` ADD `terms_version` text;--> statement-breakpoint
ALTER TABLE `pending_sign_ups` ADD `privacy_notice_version` text;--> statement-breakpoint
ALTER TABLE `users` ADD `age_group` text;--> statement-breakpoint
ALTER TABLE `users` ADD `guardian_consented_at` text;