CREATE TABLE `opportunity_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`last_run_at` text,
	`last_success_at` text,
	`last_error` text,
	`last_item_count` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "opportunity_feeds_kind_check" CHECK("opportunity_feeds"."kind" in ('etenders-ocds', 'google-trends', 'rss'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `opportunity_feeds_url_unique` ON `opportunity_feeds` (`url`);--> statement-breakpoint
CREATE TABLE `opportunity_score_history` (
	`opportunity_id` integer NOT NULL,
	`day` text NOT NULL,
	`trend_score` integer NOT NULL,
	`search_volume` integer NOT NULL,
	PRIMARY KEY(`opportunity_id`, `day`),
	FOREIGN KEY (`opportunity_id`) REFERENCES `business_opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `opportunity_sync_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`running_since` text,
	`last_started_at` text,
	`last_finished_at` text,
	`last_outcome` text
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_business_opportunities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_key` text NOT NULL,
	`kind` text NOT NULL,
	`feed_id` integer,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`trend_score` integer NOT NULL,
	`search_volume` integer DEFAULT 0 NOT NULL,
	`time_to_market` text NOT NULL,
	`difficulty` text NOT NULL,
	`estimated_startup_cost` text NOT NULL,
	`market_size` text NOT NULL,
	`keywords` text DEFAULT '[]' NOT NULL,
	`source_url` text,
	`buyer` text,
	`province` text,
	`closing_at` text,
	`value_cents` integer,
	`approx_traffic` integer,
	`published_at` text,
	`first_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_updated` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expired_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `opportunity_feeds`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "business_opportunities_kind_check" CHECK("__new_business_opportunities"."kind" in ('tender', 'trend', 'news')),
	CONSTRAINT "business_opportunities_difficulty_check" CHECK("__new_business_opportunities"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "business_opportunities_trend_check" CHECK("__new_business_opportunities"."trend_score" between 0 and 100 and "__new_business_opportunities"."search_volume" >= 0)
);
--> statement-breakpoint
-- Hand-edited: the old rows were the demo seed's curated examples (no source item behind them, so no source_key);
-- they are not carried over. The sync fills the new table from the feeds below.
DROP TABLE `business_opportunities`;--> statement-breakpoint
ALTER TABLE `__new_business_opportunities` RENAME TO `business_opportunities`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `business_opportunities_source_key_unique` ON `business_opportunities` (`source_key`);--> statement-breakpoint
CREATE INDEX `business_opportunities_live_score_idx` ON `business_opportunities` (`expired_at`,`trend_score`,`id`);--> statement-breakpoint
CREATE INDEX `business_opportunities_live_category_idx` ON `business_opportunities` (`expired_at`,`category`,`trend_score`,`id`);--> statement-breakpoint
CREATE INDEX `business_opportunities_live_seen_idx` ON `business_opportunities` (`expired_at`,`last_seen_at`,`id`);--> statement-breakpoint
-- Hand-written: the sync's single state row, and the two public feeds every deployment starts with (admins add
-- RSS business news feeds, or switch these off, in the admin console).
INSERT INTO `opportunity_sync_state` (`id`) VALUES (1);--> statement-breakpoint
INSERT INTO `opportunity_feeds` (`name`, `kind`, `url`) VALUES
  ('National Treasury eTenders (OCDS releases)', 'etenders-ocds', 'https://ocds-api.etenders.gov.za/api/OCDSReleases'),
  ('Google Trends: daily trending searches, South Africa', 'google-trends', 'https://trends.google.com/trending/rss?geo=ZA');
