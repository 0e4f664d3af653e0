CREATE TABLE `user_count` (
	`id` integer PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	CONSTRAINT "user_count_one_row" CHECK("user_count"."id" = 1 and "user_count"."count" >= 0)
);

--> statement-breakpoint
-- The number of accounts moves with the user rows inside the very statement that changes one, whoever makes the
-- change (sign-up, the OpenID Connect provider's first sign-in, an account deletion, the seed), so the count and the
-- rows cannot disagree. A step of one rather than a recount: a recount would read a row per account on every such
-- write. An account counts while deleted_at is NULL, as GET /api/stats/users had it: the anonymised stand-in an
-- account deletion inserts (deleted_at set) never counts.
INSERT INTO `user_count` (`id`, `count`) SELECT 1, count(*) FROM `users` WHERE `deleted_at` IS NULL;
--> statement-breakpoint
CREATE TRIGGER `users_count_after_insert` AFTER INSERT ON `users` WHEN new.`deleted_at` IS NULL BEGIN
	UPDATE `user_count` SET `count` = `count` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_after_delete` AFTER DELETE ON `users` WHEN old.`deleted_at` IS NULL BEGIN
	UPDATE `user_count` SET `count` = `count` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_count_after_update` AFTER UPDATE OF `deleted_at` ON `users`
WHEN (old.`deleted_at` IS NULL) <> (new.`deleted_at` IS NULL) BEGIN
	UPDATE `user_count` SET `count` = `count` + (new.`deleted_at` IS NULL) - (old.`deleted_at` IS NULL) WHERE `id` = 1;
END;
