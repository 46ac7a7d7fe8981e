DROP INDEX "registro_accesos_padre_id_idx";--> statement-breakpoint
DROP INDEX "registro_accesos_profesor_id_idx";--> statement-breakpoint
CREATE INDEX "registro_accesos_padre_id_idx" ON "registro_accesos" USING btree ("padre_id") WHERE "registro_accesos"."padre_id" is not null;--> statement-breakpoint
CREATE INDEX "registro_accesos_profesor_id_idx" ON "registro_accesos" USING btree ("profesor_id") WHERE "registro_accesos"."profesor_id" is not null;