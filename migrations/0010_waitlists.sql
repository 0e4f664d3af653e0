CREATE TABLE `session_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`promoting` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `group_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_waitlist_session_queue_idx` ON `session_waitlist` (`session_id`,`id`);--> statement-breakpoint
CREATE INDEX `session_waitlist_user_idx` ON `session_waitlist` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `session_waitlist_session_user_unique` ON `session_waitlist` (`session_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `event_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`promoting` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_waitlist_event_queue_idx` ON `event_waitlist` (`event_id`,`id`);--> statement-breakpoint
CREATE INDEX `event_waitlist_user_idx` ON `event_waitlist` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_waitlist_event_user_unique` ON `event_waitlist` (`event_id`,`user_id`);