-- Full-text index behind GET /api/mentors?search= (docs/decisions/004-mentor-search.md).
-- External content: the index lives here, the text stays in `mentors` (rowid = mentors.id), so nothing is stored
-- twice. The trigram tokenizer answers case-insensitive substring matches for terms of 3+ characters.
-- drizzle-kit never sees this table (it is not in schema/db), so it never tries to drop it.
CREATE VIRTUAL TABLE `mentor_search` USING fts5(
	name,
	description,
	skills,
	content = 'mentors',
	content_rowid = 'id',
	tokenize = 'trigram'
);
--> statement-breakpoint
-- The triggers keep the index in step with every write to mentors, whoever makes it (service, seed, console).
CREATE TRIGGER `mentors_search_after_insert` AFTER INSERT ON `mentors` BEGIN
	INSERT INTO `mentor_search` (rowid, name, description, skills)
	VALUES (new.id, new.name, new.description, new.skills);
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_delete` AFTER DELETE ON `mentors` BEGIN
	INSERT INTO `mentor_search` (`mentor_search`, rowid, name, description, skills)
	VALUES ('delete', old.id, old.name, old.description, old.skills);
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_update` AFTER UPDATE OF name, description, skills ON `mentors` BEGIN
	INSERT INTO `mentor_search` (`mentor_search`, rowid, name, description, skills)
	VALUES ('delete', old.id, old.name, old.description, old.skills);
	INSERT INTO `mentor_search` (rowid, name, description, skills)
	VALUES (new.id, new.name, new.description, new.skills);
END;
--> statement-breakpoint
-- Index the mentors that exist before this migration.
INSERT INTO `mentor_search` (`mentor_search`) VALUES ('rebuild');
