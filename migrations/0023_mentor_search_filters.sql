-- The directory's filters (category, journey path, language) join the mentor search index as words of their own, so
-- that every filtered list, with or without search words, is answered by the index alone: FTS5 intersects the
-- words' lists itself and hands SQLite only the mentors that match, in id order. Before, a filter was a probe per
-- candidate, and a rare combination (a category with a language few of its mentors speak) walked every candidate
-- to fill a page or count the matches (docs/decisions/036-mentor-search-words-and-stems.md).
--
-- A filter word is a letter for its kind (c category, j journey path, l language) and the slug's bytes in hex
-- ("c" || hex("farming") is "c6661726d696e67"): one unbroken word the tokenizer keeps whole, unlike the slug's hyphens,
-- that no other slug can spell. worker/mentors/search-index.ts builds the same words for a query; a search's own
-- words are matched in the text columns only, so they never meet these.
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentors_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentors_search_after_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentors_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentor_categories_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentor_categories_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentor_journey_paths_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentor_journey_paths_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_search_after_rename`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `journey_paths_search_after_rename`;
--> statement-breakpoint
DROP VIEW IF EXISTS `mentor_search_text`;
--> statement-breakpoint
DROP TABLE IF EXISTS `mentor_search`;
--> statement-breakpoint
-- What is indexed for one mentor: as in 0022_mentor_search_fields.sql, plus `filters`, the filter words.
CREATE VIEW `mentor_search_text` AS
SELECT
	m.id,
	m.name,
	m.title,
	m.description,
	m.experience,
	m.skills,
	(SELECT group_concat(c.name, ' ') FROM mentor_categories mc JOIN categories c ON c.slug = mc.category_slug
		WHERE mc.mentor_id = m.id) AS categories,
	(SELECT group_concat(j.name, ' ') FROM mentor_journey_paths mj JOIN journey_paths j ON j.slug = mj.journey_path_slug
		WHERE mj.mentor_id = m.id) AS journeys,
	m.location,
	coalesce((SELECT group_concat('c' || lower(hex(mc.category_slug)), ' ') FROM mentor_categories mc
		WHERE mc.mentor_id = m.id), '')
	|| ' ' || coalesce((SELECT group_concat('j' || lower(hex(mj.journey_path_slug)), ' ') FROM mentor_journey_paths mj
		WHERE mj.mentor_id = m.id), '')
	|| ' ' || coalesce((SELECT group_concat('l' || lower(hex(ml.language)), ' ') FROM mentor_languages ml
		WHERE ml.mentor_id = m.id), '') AS filters
FROM mentors m
WHERE m.is_active = 1;
--> statement-breakpoint
-- As in 0022_mentor_search_fields.sql, with the `filters` column last.
CREATE VIRTUAL TABLE `mentor_search` USING fts5(
	name,
	title,
	description,
	experience,
	skills,
	categories,
	journeys,
	location,
	filters,
	content = '',
	contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
-- The triggers keep the index in step with every write, whoever makes it (service, seed, console, account deletion):
-- the mentor row, their category, journey and language rows, and the names of categories and journey paths.
CREATE TRIGGER `mentors_search_after_insert` AFTER INSERT ON `mentors` BEGIN
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_update`
AFTER UPDATE OF name, title, description, experience, skills, location, is_active ON `mentors` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_delete` AFTER DELETE ON `mentors` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_categories_search_after_insert` AFTER INSERT ON `mentor_categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_categories_search_after_delete` AFTER DELETE ON `mentor_categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
END;
--> statement-breakpoint
-- A changed slug (ON UPDATE CASCADE from categories or journey_paths) changes the mentor's filter words.
CREATE TRIGGER `mentor_categories_search_after_update` AFTER UPDATE ON `mentor_categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_journey_paths_search_after_insert` AFTER INSERT ON `mentor_journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_journey_paths_search_after_delete` AFTER DELETE ON `mentor_journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
END;
--> statement-breakpoint
-- A changed slug (ON UPDATE CASCADE from categories or journey_paths) changes the mentor's filter words.
CREATE TRIGGER `mentor_journey_paths_search_after_update` AFTER UPDATE ON `mentor_journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_languages_search_after_insert` AFTER INSERT ON `mentor_languages` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_languages_search_after_delete` AFTER DELETE ON `mentor_languages` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_languages_search_after_update` AFTER UPDATE ON `mentor_languages` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = old.mentor_id;
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
-- A renamed category or journey path re-indexes its mentors.
CREATE TRIGGER `categories_search_after_rename` AFTER UPDATE OF name ON `categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid IN (SELECT mentor_id FROM mentor_categories WHERE category_slug = new.slug);
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id IN (SELECT mentor_id FROM mentor_categories WHERE category_slug = new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `journey_paths_search_after_rename` AFTER UPDATE OF name ON `journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid IN
		(SELECT mentor_id FROM mentor_journey_paths WHERE journey_path_slug = new.slug);
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
	SELECT id, name, title, description, experience, skills, categories, journeys, location, filters
	FROM `mentor_search_text` WHERE id IN
		(SELECT mentor_id FROM mentor_journey_paths WHERE journey_path_slug = new.slug);
END;
--> statement-breakpoint
-- Index the mentors that exist before this migration.
INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location, filters)
SELECT id, name, title, description, experience, skills, categories, journeys, location, filters FROM `mentor_search_text`;
