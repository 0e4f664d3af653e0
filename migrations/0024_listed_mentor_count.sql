CREATE TABLE `listed_mentor_count` (
	`id` integer PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	CONSTRAINT "listed_mentor_count_one_row" CHECK("listed_mentor_count"."id" = 1 and "listed_mentor_count"."count" >= 0)
);
--> statement-breakpoint
-- The directory's size moves with the mentor rows inside the very statement that changes one, whoever makes the
-- change (the mentor form, an admin hiding a profile, a cascade from a deleted account, the seed), so the count and
-- the rows cannot disagree. A step of one rather than a recount: a recount would read a row per listed mentor on
-- every such write. Listed means is_active = 1, as the directory's queries and the search index have it.
INSERT INTO `listed_mentor_count` (`id`, `count`) SELECT 1, count(*) FROM `mentors` WHERE `is_active` = 1;
--> statement-breakpoint
CREATE TRIGGER `mentors_listed_count_after_insert` AFTER INSERT ON `mentors` WHEN new.`is_active` = 1 BEGIN
	UPDATE `listed_mentor_count` SET `count` = `count` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_listed_count_after_delete` AFTER DELETE ON `mentors` WHEN old.`is_active` = 1 BEGIN
	UPDATE `listed_mentor_count` SET `count` = `count` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_listed_count_after_update` AFTER UPDATE OF `is_active` ON `mentors`
WHEN (old.`is_active` = 1) <> (new.`is_active` = 1) BEGIN
	UPDATE `listed_mentor_count` SET `count` = `count` + (new.`is_active` = 1) - (old.`is_active` = 1) WHERE `id` = 1;
END;
