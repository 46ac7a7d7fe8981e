CREATE TABLE "matriculas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matriculas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"autor_id" integer,
	"modificada_por_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matriculas_rango_check" CHECK ("matriculas"."hasta" is null or "matriculas"."hasta" > "matriculas"."desde")
);
--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_modificada_por_id_usuarios_id_fk" FOREIGN KEY ("modificada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matriculas_alumno_id_desde_idx" ON "matriculas" USING btree ("alumno_id","desde");--> statement-breakpoint
CREATE INDEX "matriculas_grupo_id_desde_idx" ON "matriculas" USING btree ("grupo_id","desde");--> statement-breakpoint
CREATE UNIQUE INDEX "matriculas_abierta_unique" ON "matriculas" USING btree ("alumno_id") WHERE "matriculas"."hasta" is null;