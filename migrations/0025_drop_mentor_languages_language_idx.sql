-- The directory answers a language filter from the search index (0023_mentor_search_filters.sql): nothing reads
-- (language, mentor_id) any more, and every profile write paid for it.
DROP INDEX `mentor_languages_language_idx`;