-- The mentor search index covers every word a card or the detail dialog prints, by word, prefix and English stem
-- (docs/decisions/036-mentor-search-words-and-stems.md). It replaces the trigram index of 0001_mentor_search.sql,
-- which matched substrings of name, description and skills only.
DROP TRIGGER IF EXISTS `mentors_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentors_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `mentors_search_after_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `mentor_search`;
--> statement-breakpoint
-- What is indexed for one mentor: the mentor row's own text plus the names of their categories and journey paths
-- (what the chips and the detail dialog print). Skills are the stored JSON text; the tokenizer splits it into words.
-- Only active mentors: the directory lists no one else, so a search never walks past hidden profiles.
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
	m.location
FROM mentors m
WHERE m.is_active = 1;
--> statement-breakpoint
-- Words, not trigrams: `unicode61` lower-cases and folds diacritics (Gqéberha finds Gqeberha); a query word matches
-- as a prefix, shortened to its English stem by the app (worker/mentors/search-index.ts), so "farming" finds "farm",
-- "farms" and "farmer" and "vegetab" finds "vegetables". Contentless (the text stays in `mentors`) with
-- contentless_delete, so "DELETE ... WHERE rowid = ?" works and every trigger below simply re-indexes a mentor from
-- the view, whatever changed. The prefix indexes keep 2- and 3-letter prefixes cheap.
CREATE VIRTUAL TABLE `mentor_search` USING fts5(
	name,
	title,
	description,
	experience,
	skills,
	categories,
	journeys,
	location,
	content = '',
	contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
-- The triggers keep the index in step with every write, whoever makes it (service, seed, console, account deletion):
-- the mentor row, their category and journey rows, and the names of categories and journey paths.
CREATE TRIGGER `mentors_search_after_insert` AFTER INSERT ON `mentors` BEGIN
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_update`
AFTER UPDATE OF name, title, description, experience, skills, location, is_active ON `mentors` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_search_after_delete` AFTER DELETE ON `mentors` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_categories_search_after_insert` AFTER INSERT ON `mentor_categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_categories_search_after_delete` AFTER DELETE ON `mentor_categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = old.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_journey_paths_search_after_insert` AFTER INSERT ON `mentor_journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = new.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = new.mentor_id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentor_journey_paths_search_after_delete` AFTER DELETE ON `mentor_journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid = old.mentor_id;
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id = old.mentor_id;
END;
--> statement-breakpoint
-- A renamed category or journey path re-indexes its mentors (a slug change reaches the join rows by ON UPDATE
-- CASCADE, which changes no indexed text).
CREATE TRIGGER `categories_search_after_rename` AFTER UPDATE OF name ON `categories` BEGIN
	DELETE FROM `mentor_search` WHERE rowid IN (SELECT mentor_id FROM mentor_categories WHERE category_slug = new.slug);
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id IN (SELECT mentor_id FROM mentor_categories WHERE category_slug = new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `journey_paths_search_after_rename` AFTER UPDATE OF name ON `journey_paths` BEGIN
	DELETE FROM `mentor_search` WHERE rowid IN
		(SELECT mentor_id FROM mentor_journey_paths WHERE journey_path_slug = new.slug);
	INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
	SELECT id, name, title, description, experience, skills, categories, journeys, location
	FROM `mentor_search_text` WHERE id IN
		(SELECT mentor_id FROM mentor_journey_paths WHERE journey_path_slug = new.slug);
END;
--> statement-breakpoint
-- Index the mentors that exist before this migration.
INSERT INTO `mentor_search` (rowid, name, title, description, experience, skills, categories, journeys, location)
SELECT id, name, title, description, experience, skills, categories, journeys, location FROM `mentor_search_text`;
