CREATE TABLE `community_videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`topic` text NOT NULL,
	`added_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "community_videos_topic_check" CHECK("community_videos"."topic" in ('starting-a-business', 'money-and-pricing', 'selling-and-marketing', 'digital-skills', 'finding-work', 'farming', 'other')),
	CONSTRAINT "community_videos_duration_check" CHECK("community_videos"."duration_seconds" between 10 and 14400)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_videos_url_unique` ON `community_videos` (`url`);