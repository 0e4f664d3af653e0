ALTER TABLE `users` ADD `welcomed_at` text;--> statement-breakpoint
-- Existing accounts have been here before: their dashboard keeps saying "Welcome back".
UPDATE `users` SET `welcomed_at` = `created_at`;
--> statement-breakpoint
-- mentors.mentee_count is the count of the mentor's active mentor_connections rows (decision 014). These triggers
-- recount it inside the very statement that changes a row, whoever makes the change (Connect, a session join, a
-- cascade from a deleted account, the seed), so the column and the rows cannot disagree, even under concurrent
-- writes. A recount rather than +1/-1: it also repairs a value that was ever written by hand.
CREATE TRIGGER `mentor_connections_count_after_insert` AFTER INSERT ON `mentor_connections` BEGIN
	UPDATE `mentors` SET `mentee_count` = (
		SELECT count(*) FROM `mentor_connections` c WHERE c.`mentor_id` = `mentors`.`id` AND c.`status` = 'active'
	) WHERE `id` = new.`mentor_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_connections_count_after_delete` AFTER DELETE ON `mentor_connections` BEGIN
	UPDATE `mentors` SET `mentee_count` = (
		SELECT count(*) FROM `mentor_connections` c WHERE c.`mentor_id` = `mentors`.`id` AND c.`status` = 'active'
	) WHERE `id` = old.`mentor_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_connections_count_after_update` AFTER UPDATE OF `status`, `mentor_id` ON `mentor_connections` BEGIN
	UPDATE `mentors` SET `mentee_count` = (
		SELECT count(*) FROM `mentor_connections` c WHERE c.`mentor_id` = `mentors`.`id` AND c.`status` = 'active'
	) WHERE `id` IN (old.`mentor_id`, new.`mentor_id`);
END;
--> statement-breakpoint
-- Joining a mentor's session now connects the two: people who joined one before this migration are connected too.
INSERT INTO `mentor_connections` (`mentee_id`, `mentor_id`)
SELECT DISTINCT sp.`user_id`, gs.`mentor_id`
FROM `session_participants` sp
JOIN `group_sessions` gs ON gs.`id` = sp.`session_id`
JOIN `mentors` m ON m.`id` = gs.`mentor_id`
WHERE m.`user_id` <> sp.`user_id`
ON CONFLICT (`mentee_id`, `mentor_id`) DO NOTHING;
--> statement-breakpoint
-- Every mentor's figure from the rows (mentors with no connection go to 0).
UPDATE `mentors` SET `mentee_count` = (
	SELECT count(*) FROM `mentor_connections` c WHERE c.`mentor_id` = `mentors`.`id` AND c.`status` = 'active'
);
