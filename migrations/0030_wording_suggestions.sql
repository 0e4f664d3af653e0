CREATE TABLE `wording_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`page_path` text NOT NULL,
	`page_text` text NOT NULL,
	`suggestion` text NOT NULL,
	`member_id` text,
	`visitor_network` text,
	`handled_at` text,
	`handled_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "wording_suggestions_language_check" CHECK("wording_suggestions"."language" in ('zu', 'xh', 'af'))
);
--> statement-breakpoint
CREATE INDEX `wording_suggestions_open_idx` ON `wording_suggestions` (`handled_at`,`id`);--> statement-breakpoint
CREATE INDEX `wording_suggestions_member_idx` ON `wording_suggestions` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `wording_suggestions_network_idx` ON `wording_suggestions` (`visitor_network`,`created_at`);