-- The students' sort keys compare by code point whatever the database's default collation (decision 037):
-- a linguistic collation would ignore the '~' that puts 'ñ' after 'n'. The indexes are rebuilt with it.
ALTER TABLE "alumnos" ALTER COLUMN "orden_apellidos" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "alumnos" ALTER COLUMN "orden_nombre" TYPE text COLLATE "C";
