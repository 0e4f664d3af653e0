ALTER TABLE `events` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-edited: drizzle-kit leaves the schema's ON DELETE SET NULL out of an added column's REFERENCES, and without it
-- deleting a proposer's account (which deletes their proposals) would be refused while an event names the proposal.
ALTER TABLE `events` ADD `proposal_id` integer REFERENCES event_host_proposals(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `events_proposal_unique` ON `events` (`proposal_id`);--> statement-breakpoint
CREATE INDEX `events_drafts_idx` ON `events` (`id`) WHERE is_draft = 1;--> statement-breakpoint
ALTER TABLE `calendar_feeds` ADD `token_ciphertext` text;