-- The students' sort keys compare by code point whatever the database's default collation (decision 037):
-- a linguistic collation would ignore the '~' that puts 'ñ' after 'n'. The indexes are rebuilt with it.
ALTER TABLE "alumnos" ALTER COLUMN "orden_apellidos" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "alumnos" ALTER COLUMN "orden_nombre" TYPE text COLLATE "C";
--> statement-breakpoint
-- 0014 rebuilt the generated search column, which drops the index 0013 made on it: made again here.
CREATE INDEX IF NOT EXISTS "alumnos_busqueda_idx" ON "alumnos" USING btree ("busqueda");
