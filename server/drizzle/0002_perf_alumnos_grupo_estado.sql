DROP INDEX "alumnos_grupo_id_idx";--> statement-breakpoint
CREATE INDEX "alumnos_grupo_id_estado_idx" ON "alumnos" USING btree ("grupo_id","estado");