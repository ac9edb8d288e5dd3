-- Custom SQL migration (drizzle-kit generate --custom): the trigram operator classes that the
-- admin lists' search indexes use (decision 0011). pg_trgm is a trusted extension: the
-- database's owner may create it on Postgres 13+ and on Neon; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
