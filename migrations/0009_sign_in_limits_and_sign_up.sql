CREATE TABLE `known_devices` (
	`user_id` text NOT NULL,
	`device` text NOT NULL,
	`last_sign_in_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `device`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_devices_last_sign_in_idx` ON `known_devices` (`last_sign_in_at`);--> statement-breakpoint
CREATE TABLE `pending_sign_ups` (
	`email` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_sign_ups_token_hash_unique` ON `pending_sign_ups` (`token_hash`);--> statement-breakpoint
CREATE INDEX `pending_sign_ups_expires_idx` ON `pending_sign_ups` (`expires_at`);--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `device` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `login_attempts_ip_time_idx` ON `login_attempts` (`ip`,`attempted_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_device_time_idx` ON `login_attempts` (`device`,`attempted_at`);