CREATE TABLE `mentor_languages` (
	`mentor_id` integer NOT NULL,
	`language` text NOT NULL,
	PRIMARY KEY(`mentor_id`, `language`),
	FOREIGN KEY (`mentor_id`) REFERENCES `mentors`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mentor_languages_language_check" CHECK("mentor_languages"."language" in ('nso', 'st', 'tn', 'ss', 've', 'ts', 'af', 'en', 'nr', 'xh', 'zu', 'sfs'))
);
--> statement-breakpoint
CREATE INDEX `mentor_languages_language_idx` ON `mentor_languages` (`language`,`mentor_id`);--> statement-breakpoint
ALTER TABLE `mentee_profiles` ADD `languages` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentors` ADD `languages` text DEFAULT '[]' NOT NULL;