-- Symbols and user ids are exact keys: VARCHAR comparisons here already respect case and trailing
-- spaces. MariaDB's default collation does not, so its V5 changes the key columns' collation; this
-- version exists so every database has the same migration versions.
SELECT 1;
