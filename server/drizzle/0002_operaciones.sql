CREATE TABLE "festivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "festivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fecha" date NOT NULL,
	"nombre" text NOT NULL,
	"colegio_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festivos_fecha_colegio_id_unique" UNIQUE NULLS NOT DISTINCT("fecha","colegio_id")
);
--> statement-breakpoint
DROP INDEX "alumnos_grupo_id_idx";--> statement-breakpoint
ALTER TABLE "festivos" ADD CONSTRAINT "festivos_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "festivos_colegio_id_idx" ON "festivos" USING btree ("colegio_id");--> statement-breakpoint
CREATE INDEX "limites_reinicio_at_idx" ON "limites" USING btree ("reinicio_at");--> statement-breakpoint
CREATE INDEX "sesiones_auth_expires_at_idx" ON "sesiones_auth" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tokens_caducidad_idx" ON "tokens" USING btree (coalesce("usado_at", "expires_at"));--> statement-breakpoint
CREATE INDEX "usuarios_rol_activo_idx" ON "usuarios" USING btree ("rol","activo");--> statement-breakpoint
CREATE INDEX "alumnos_grupo_id_estado_idx" ON "alumnos" USING btree ("grupo_id","estado");--> statement-breakpoint
CREATE INDEX "actividades_material_1_idx" ON "actividades" USING btree ("material_1");--> statement-breakpoint
CREATE INDEX "actividades_material_2_idx" ON "actividades" USING btree ("material_2");--> statement-breakpoint
CREATE INDEX "mensajes_contacto_created_at_idx" ON "mensajes_contacto" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mensajes_contacto_leido_created_at_idx" ON "mensajes_contacto" USING btree ("leido","created_at","id");