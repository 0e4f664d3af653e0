ALTER TABLE `journey_paths` ADD `mentor_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A path's mentor count moves with the rows inside the very statement that changes one, whoever makes the change (the
-- mentor form, an admin hiding a profile, a cascade from a deleted account, the seed), so the count and the rows
-- cannot disagree. A step of one rather than a recount: a recount would read a row per mentor on the path. A mentor
-- counts on a path while they follow it (mentor_journey_paths) and are listed (is_active = 1), as GET
-- /api/journey-paths counted them.
UPDATE `journey_paths` SET `mentor_count` = (
	SELECT count(*) FROM `mentor_journey_paths` mj JOIN `mentors` m ON m.`id` = mj.`mentor_id`
	WHERE mj.`journey_path_slug` = `journey_paths`.`slug` AND m.`is_active` = 1
);
--> statement-breakpoint
CREATE TRIGGER `mentor_journey_paths_count_after_insert` AFTER INSERT ON `mentor_journey_paths`
WHEN (SELECT `is_active` FROM `mentors` WHERE `id` = new.`mentor_id`) = 1 BEGIN
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` + 1 WHERE `slug` = new.`journey_path_slug`;
END;
--> statement-breakpoint
-- When the mentor row itself is deleted, its paths go by cascade after it: the mentor is no longer there to say
-- whether they were listed, so this does nothing and mentors_journey_count_before_delete has counted them off.
CREATE TRIGGER `mentor_journey_paths_count_after_delete` AFTER DELETE ON `mentor_journey_paths`
WHEN (SELECT `is_active` FROM `mentors` WHERE `id` = old.`mentor_id`) = 1 BEGIN
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` - 1 WHERE `slug` = old.`journey_path_slug`;
END;
--> statement-breakpoint
-- A row moved from one path to another. A renamed path's slug reaches its rows by ON UPDATE CASCADE after the path
-- row has its new slug (the old one is gone): the count stayed on the path row, so that is no move.
CREATE TRIGGER `mentor_journey_paths_count_after_update` AFTER UPDATE ON `mentor_journey_paths`
WHEN old.`journey_path_slug` IN (SELECT `slug` FROM `journey_paths`) BEGIN
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` - ((SELECT `is_active` FROM `mentors` WHERE `id` = old.`mentor_id`) = 1)
	WHERE `slug` = old.`journey_path_slug`;
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` + ((SELECT `is_active` FROM `mentors` WHERE `id` = new.`mentor_id`) = 1)
	WHERE `slug` = new.`journey_path_slug`;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_journey_count_after_update` AFTER UPDATE OF `is_active` ON `mentors`
WHEN (old.`is_active` = 1) <> (new.`is_active` = 1) BEGIN
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` + (new.`is_active` = 1) - (old.`is_active` = 1)
	WHERE `slug` IN (SELECT `journey_path_slug` FROM `mentor_journey_paths` WHERE `mentor_id` = new.`id`);
END;
--> statement-breakpoint
-- Before, not after: the cascade deletes the mentor's path rows once the mentor row is gone.
CREATE TRIGGER `mentors_journey_count_before_delete` BEFORE DELETE ON `mentors` WHEN old.`is_active` = 1 BEGIN
	UPDATE `journey_paths` SET `mentor_count` = `mentor_count` - 1
	WHERE `slug` IN (SELECT `journey_path_slug` FROM `mentor_journey_paths` WHERE `mentor_id` = old.`id`);
END;
