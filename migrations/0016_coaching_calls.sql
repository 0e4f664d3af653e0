CREATE TABLE `coach_availability` (
	`mentor_id` integer PRIMARY KEY NOT NULL,
	`weekly_hours` text NOT NULL,
	`overrides` text DEFAULT '[]' NOT NULL,
	`notice_hours` integer DEFAULT 12 NOT NULL,
	`buffer_minutes` integer DEFAULT 15 NOT NULL,
	`horizon_days` integer DEFAULT 30 NOT NULL,
	`weekly_cap` integer,
	`meeting_link` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coach_availability_numbers_check" CHECK("coach_availability"."notice_hours" between 0 and 168 and "coach_availability"."buffer_minutes" between 0 and 120
        and "coach_availability"."horizon_days" between 1 and 90 and ("coach_availability"."weekly_cap" is null or "coach_availability"."weekly_cap" >= 1))
);
--> statement-breakpoint
CREATE TABLE `coaching_action_plans` (
	`call_id` integer PRIMARY KEY NOT NULL,
	`summary` text NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`call_id`) REFERENCES `coaching_calls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coaching_action_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`call_id` integer NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`due_date` text,
	`done_at` text,
	FOREIGN KEY (`call_id`) REFERENCES `coaching_action_plans`(`call_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_action_steps_call_position_unique` ON `coaching_action_steps` (`call_id`,`position`);--> statement-breakpoint
CREATE TABLE `coaching_calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`connection_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`mentee_id` text NOT NULL,
	`mentor_id` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`period_end` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`cancelled_by` text,
	`cancelled_late` integer DEFAULT false NOT NULL,
	`no_show_by` text,
	`counts` integer DEFAULT true NOT NULL,
	`video_code` text NOT NULL,
	`outcome_token` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`connection_id`) REFERENCES `coaching_connections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `coaching_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coaching_calls_status_check" CHECK("coaching_calls"."status" in ('booked', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "coaching_calls_cancelled_by_check" CHECK("coaching_calls"."cancelled_by" is null or "coaching_calls"."cancelled_by" in ('subscriber', 'coach')),
	CONSTRAINT "coaching_calls_no_show_by_check" CHECK("coaching_calls"."no_show_by" is null or "coaching_calls"."no_show_by" in ('subscriber', 'coach')),
	CONSTRAINT "coaching_calls_times_check" CHECK("coaching_calls"."starts_at" < "coaching_calls"."ends_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_calls_coach_booked_start_unique` ON `coaching_calls` (`mentor_id`,`starts_at`) WHERE "coaching_calls"."status" = 'booked';--> statement-breakpoint
CREATE INDEX `coaching_calls_mentor_start_idx` ON `coaching_calls` (`mentor_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `coaching_calls_mentee_start_idx` ON `coaching_calls` (`mentee_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `coaching_calls_subscription_period_idx` ON `coaching_calls` (`subscription_id`,`period_end`);--> statement-breakpoint
CREATE TABLE `coaching_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`connection_id` integer NOT NULL,
	`uploader_id` text NOT NULL,
	`message_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`connection_id`) REFERENCES `coaching_connections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `coaching_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coaching_files_size_check" CHECK("coaching_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_files_message_id_unique` ON `coaching_files` (`message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_files_r2_key_unique` ON `coaching_files` (`r2_key`);--> statement-breakpoint
CREATE INDEX `coaching_files_connection_idx` ON `coaching_files` (`connection_id`,`id`);--> statement-breakpoint
CREATE INDEX `coaching_files_uploader_time_idx` ON `coaching_files` (`uploader_id`,`created_at`);