CREATE TABLE `auth_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `auth_sessions_expires_idx` ON `auth_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`attempted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_email_time_idx` ON `login_attempts` (`email`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`password_hash` text,
	`oidc_subject` text,
	`profile_image` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_subject_unique` ON `users` (`oidc_subject`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `journey_paths` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`color` text DEFAULT 'lilac' NOT NULL,
	`icon` text DEFAULT 'compass' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journey_paths_color_check" CHECK("journey_paths"."color" in ('lilac', 'grass-green', 'sunshine', 'white')),
	CONSTRAINT "journey_paths_icon_check" CHECK("journey_paths"."icon" in ('palette', 'seedling', 'heart', 'briefcase', 'compass'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journey_paths_slug_unique` ON `journey_paths` (`slug`);--> statement-breakpoint
CREATE TABLE `mentee_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`bio` text,
	`current_situation` text,
	`goals` text,
	`interests` text,
	`preferred_journey_path` text,
	`location` text,
	`experience_level` text DEFAULT 'beginner' NOT NULL,
	`available_time` text DEFAULT 'flexible' NOT NULL,
	`learning_style` text DEFAULT 'visual' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mentee_profiles_experience_level_check" CHECK("mentee_profiles"."experience_level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mentee_profiles_user_id_unique` ON `mentee_profiles` (`user_id`);--> statement-breakpoint
CREATE TABLE `mentor_categories` (
	`mentor_id` integer NOT NULL,
	`category_slug` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`mentor_id`, `category_slug`),
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_slug`) REFERENCES `categories`(`slug`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentor_categories_slug_idx` ON `mentor_categories` (`category_slug`,`mentor_id`);--> statement-breakpoint
CREATE TABLE `mentor_connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentee_id` text NOT NULL,
	`mentor_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mentor_connections_status_check" CHECK("mentor_connections"."status" in ('pending', 'active', 'ended'))
);
--> statement-breakpoint
CREATE INDEX `mentor_connections_mentor_idx` ON `mentor_connections` (`mentor_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mentor_connections_pair_unique` ON `mentor_connections` (`mentee_id`,`mentor_id`);--> statement-breakpoint
CREATE TABLE `mentor_journey_paths` (
	`mentor_id` integer NOT NULL,
	`journey_path_slug` text NOT NULL,
	PRIMARY KEY(`mentor_id`, `journey_path_slug`),
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`journey_path_slug`) REFERENCES `journey_paths`(`slug`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentor_journey_paths_slug_idx` ON `mentor_journey_paths` (`journey_path_slug`,`mentor_id`);--> statement-breakpoint
CREATE TABLE `mentors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`profile_image` text,
	`description` text DEFAULT '' NOT NULL,
	`experience` text DEFAULT '' NOT NULL,
	`years_of_freedom` integer DEFAULT 1 NOT NULL,
	`mentee_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`location` text DEFAULT 'South Africa' NOT NULL,
	`journey_path` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`service_type` text DEFAULT 'mentorship' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mentors_service_type_check" CHECK("mentors"."service_type" in ('mentorship', 'coach', 'both')),
	CONSTRAINT "mentors_counts_check" CHECK("mentors"."years_of_freedom" >= 0 and "mentors"."mentee_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mentors_user_id_unique` ON `mentors` (`user_id`);--> statement-breakpoint
CREATE INDEX `mentors_active_id_idx` ON `mentors` (`is_active`,`id`);--> statement-breakpoint
CREATE INDEX `mentors_service_type_idx` ON `mentors` (`service_type`,`is_active`);--> statement-breakpoint
CREATE TABLE `group_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentor_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`scheduled_at` text NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`max_participants` integer DEFAULT 10 NOT NULL,
	`meeting_link` text,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`location` text,
	`category` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_sessions_status_check" CHECK("group_sessions"."status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "group_sessions_max_participants_check" CHECK("group_sessions"."max_participants" between 1 and 50),
	CONSTRAINT "group_sessions_duration_check" CHECK("group_sessions"."duration_minutes" between 1 and 480)
);
--> statement-breakpoint
CREATE INDEX `group_sessions_mentor_time_idx` ON `group_sessions` (`mentor_id`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `group_sessions_status_time_idx` ON `group_sessions` (`status`,`scheduled_at`);--> statement-breakpoint
CREATE TABLE `session_participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `group_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_participants_user_idx` ON `session_participants` (`user_id`,`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `session_participants_session_user_unique` ON `session_participants` (`session_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `session_ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `group_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "session_ratings_rating_check" CHECK("session_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `session_ratings_user_idx` ON `session_ratings` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `session_ratings_session_user_unique` ON `session_ratings` (`session_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `event_host_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`proposed_date` text,
	`location` text NOT NULL,
	`expected_attendees` integer,
	`contact_details` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`review_note` text,
	`reviewed_by` text,
	`reviewed_at` text,
	`event_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_host_proposals_type_check" CHECK("event_host_proposals"."type" in ('summit', 'workshop', 'networking', 'other')),
	CONSTRAINT "event_host_proposals_status_check" CHECK("event_host_proposals"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "event_host_proposals_attendees_check" CHECK("event_host_proposals"."expected_attendees" is null or "event_host_proposals"."expected_attendees" >= 1)
);
--> statement-breakpoint
CREATE INDEX `event_host_proposals_status_time_idx` ON `event_host_proposals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_host_proposals_user_idx` ON `event_host_proposals` (`user_id`);--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`registered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_registrations_user_idx` ON `event_registrations` (`user_id`,`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_registrations_event_user_unique` ON `event_registrations` (`event_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`scheduled_at` text NOT NULL,
	`end_time` text,
	`location` text NOT NULL,
	`address` text,
	`max_attendees` integer NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`host_user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`host_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_type_check" CHECK("events"."type" in ('summit', 'workshop', 'networking', 'other')),
	CONSTRAINT "events_status_check" CHECK("events"."status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "events_max_attendees_check" CHECK("events"."max_attendees" >= 1),
	CONSTRAINT "events_price_check" CHECK("events"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `events_status_time_idx` ON `events` (`status`,`scheduled_at`);--> statement-breakpoint
CREATE TABLE `success_stories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`profile_image` text,
	`before_title` text NOT NULL,
	`after_title` text NOT NULL,
	`quote` text NOT NULL,
	`transformation_time` text,
	`service_type` text DEFAULT 'mentorship' NOT NULL,
	`income_streams_before` integer NOT NULL,
	`income_streams_after` integer NOT NULL,
	`journey_path_slug` text,
	`is_featured` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`rejection_reason` text,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`journey_path_slug`) REFERENCES `journey_paths`(`slug`) ON UPDATE cascade ON DELETE set null,
	CONSTRAINT "success_stories_service_type_check" CHECK("success_stories"."service_type" in ('mentorship', 'coaching')),
	CONSTRAINT "success_stories_status_check" CHECK("success_stories"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "success_stories_income_streams_check" CHECK("success_stories"."income_streams_before" >= 0 and "success_stories"."income_streams_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX `success_stories_status_id_idx` ON `success_stories` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `success_stories_user_idx` ON `success_stories` (`user_id`);--> statement-breakpoint
CREATE INDEX `success_stories_journey_idx` ON `success_stories` (`journey_path_slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `success_stories_one_featured` ON `success_stories` (`is_featured`) WHERE "success_stories"."is_featured" = 1;--> statement-breakpoint
CREATE TABLE `community_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`external_link` text,
	`is_archived` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "community_rooms_category_check" CHECK("community_rooms"."category" in ('creative-hustler', 'rural-innovation', 'digital-freedom'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_rooms_name_unique` ON `community_rooms` (`name`);--> statement-breakpoint
CREATE TABLE `room_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `community_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `room_members_user_idx` ON `room_members` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `room_members_room_user_unique` ON `room_members` (`room_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `room_message_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `room_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "room_message_reports_status_check" CHECK("room_message_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE INDEX `room_message_reports_status_time_idx` ON `room_message_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `room_message_reports_message_reporter_unique` ON `room_message_reports` (`message_id`,`reporter_id`);--> statement-breakpoint
CREATE TABLE `room_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`hidden_at` text,
	`hidden_by` text,
	FOREIGN KEY (`room_id`) REFERENCES `community_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "room_messages_content_check" CHECK(length(trim("room_messages"."content")) > 0)
);
--> statement-breakpoint
CREATE INDEX `room_messages_room_id_idx` ON `room_messages` (`room_id`,`id`);--> statement-breakpoint
CREATE INDEX `room_messages_user_idx` ON `room_messages` (`user_id`);--> statement-breakpoint
CREATE TABLE `coaching_connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentee_id` text NOT NULL,
	`mentor_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coaching_connections_status_check" CHECK("coaching_connections"."status" in ('pending', 'active', 'ended'))
);
--> statement-breakpoint
CREATE INDEX `coaching_connections_mentor_idx` ON `coaching_connections` (`mentor_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_connections_pair_unique` ON `coaching_connections` (`mentee_id`,`mentor_id`);--> statement-breakpoint
CREATE TABLE `coaching_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`connection_id` integer NOT NULL,
	`sender_id` text NOT NULL,
	`receiver_id` text NOT NULL,
	`content` text NOT NULL,
	`message_type` text DEFAULT 'text' NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`connection_id`) REFERENCES `coaching_connections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`receiver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coaching_messages_type_check" CHECK("coaching_messages"."message_type" in ('text', 'file')),
	CONSTRAINT "coaching_messages_content_check" CHECK(length(trim("coaching_messages"."content")) > 0)
);
--> statement-breakpoint
CREATE INDEX `coaching_messages_connection_id_idx` ON `coaching_messages` (`connection_id`,`id`);--> statement-breakpoint
CREATE INDEX `coaching_messages_receiver_idx` ON `coaching_messages` (`receiver_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `coaching_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text NOT NULL,
	`max_sessions_per_month` integer NOT NULL,
	`session_duration_minutes` integer NOT NULL,
	`includes_chat` integer DEFAULT true NOT NULL,
	`includes_files` integer DEFAULT false NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`provider_price_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coaching_plans_numbers_check" CHECK("coaching_plans"."price_cents" >= 0 and "coaching_plans"."max_sessions_per_month" >= 0 and "coaching_plans"."session_duration_minutes" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_plans_name_unique` ON `coaching_plans` (`name`);--> statement-breakpoint
CREATE TABLE `coaching_subscriptions` (
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
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `coaching_plans`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`coach_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "coaching_subscriptions_status_check" CHECK("coaching_subscriptions"."status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
	CONSTRAINT "coaching_subscriptions_provider_check" CHECK("coaching_subscriptions"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_subscriptions_provider_subscription_id_unique` ON `coaching_subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `coaching_subscriptions_user_status_idx` ON `coaching_subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `payment_customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_customer_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_customers_provider_check" CHECK("payment_customers"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_provider_customer_id_unique` ON `payment_customers` (`provider_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_user_provider_unique` ON `payment_customers` (`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `complaints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complainant_id` text,
	`full_name` text NOT NULL,
	`contact_details` text NOT NULL,
	`role` text NOT NULL,
	`complainee_role` text NOT NULL,
	`complainee_name` text NOT NULL,
	`incident_date` text NOT NULL,
	`complaint_details` text NOT NULL,
	`supporting_evidence` text,
	`status` text DEFAULT 'new' NOT NULL,
	`outcome_note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`complainant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaints_role_check" CHECK("complaints"."role" in ('mentor', 'mentee')),
	CONSTRAINT "complaints_complainee_role_check" CHECK("complaints"."complainee_role" in ('mentor', 'mentee')),
	CONSTRAINT "complaints_status_check" CHECK("complaints"."status" in ('new', 'in_review', 'resolved')),
	CONSTRAINT "complaints_lengths_check" CHECK(length("complaints"."full_name") >= 2 and length("complaints"."contact_details") >= 5 and length("complaints"."complainee_name") >= 2 and length("complaints"."complaint_details") >= 20)
);
--> statement-breakpoint
CREATE INDEX `complaints_status_time_idx` ON `complaints` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_complainant_idx` ON `complaints` (`complainant_id`);--> statement-breakpoint
CREATE TABLE `business_opportunities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
	`last_updated` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "business_opportunities_difficulty_check" CHECK("business_opportunities"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "business_opportunities_trend_check" CHECK("business_opportunities"."trend_score" between 0 and 100 and "business_opportunities"."search_volume" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_opportunities_title_unique` ON `business_opportunities` (`title`);--> statement-breakpoint
CREATE INDEX `business_opportunities_category_trend_idx` ON `business_opportunities` (`category`,`trend_score`);--> statement-breakpoint
CREATE INDEX `business_opportunities_trend_idx` ON `business_opportunities` (`trend_score`);--> statement-breakpoint
CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_time_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_idx` ON `admin_audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_id`);--> statement-breakpoint
CREATE TABLE `ai_usage` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "ai_usage_kind_check" CHECK("ai_usage"."kind" in ('template', 'market-intelligence', 'micro-learning', 'income-chat')),
	CONSTRAINT "ai_usage_count_check" CHECK("ai_usage"."count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_usage_user_kind_day_unique` ON `ai_usage` (`user_id`,`kind`,`day`);--> statement-breakpoint
CREATE TABLE `images` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_id` text,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "images_bytes_check" CHECK("images"."bytes" > 0)
);
--> statement-breakpoint
CREATE INDEX `images_owner_idx` ON `images` (`owner_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_id_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `processed_webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'stripe' NOT NULL,
	`type` text NOT NULL,
	`processed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_check" CHECK("processed_webhook_events"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
CREATE INDEX `processed_webhook_events_time_idx` ON `processed_webhook_events` (`processed_at`);