CREATE TABLE "renovaciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renovaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"curso" integer NOT NULL,
	"fecha_limite" date NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"autor_id" integer,
	"cerrada_at" timestamp with time zone,
	"cerrada_por_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renovaciones_estado_check" CHECK ("renovaciones"."estado" in ('abierta', 'cerrada')),
	CONSTRAINT "renovaciones_curso_check" CHECK ("renovaciones"."curso" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "renovaciones_alumnos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renovaciones_alumnos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"renovacion_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"grupo_actual_id" integer,
	"grupo_propuesto_id" integer,
	"curso_siguiente" text,
	"respuesta" text DEFAULT 'pendiente' NOT NULL,
	"respondida_at" timestamp with time zone,
	"resultado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renovaciones_alumnos_respuesta_check" CHECK ("renovaciones_alumnos"."respuesta" in ('pendiente', 'continua', 'no_continua')),
	CONSTRAINT "renovaciones_alumnos_resultado_check" CHECK ("renovaciones_alumnos"."resultado" is null or "renovaciones_alumnos"."resultado" in ('sigue', 'movido', 'lista_espera', 'baja', 'sin_cambios'))
);
--> statement-breakpoint
CREATE TABLE "renovaciones_historial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renovaciones_historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"renovacion_alumno_id" integer NOT NULL,
	"respuesta" text NOT NULL,
	"resultado" text,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renovaciones" ADD CONSTRAINT "renovaciones_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones" ADD CONSTRAINT "renovaciones_cerrada_por_id_usuarios_id_fk" FOREIGN KEY ("cerrada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_alumnos" ADD CONSTRAINT "renovaciones_alumnos_renovacion_id_renovaciones_id_fk" FOREIGN KEY ("renovacion_id") REFERENCES "public"."renovaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_alumnos" ADD CONSTRAINT "renovaciones_alumnos_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_alumnos" ADD CONSTRAINT "renovaciones_alumnos_grupo_actual_id_grupos_id_fk" FOREIGN KEY ("grupo_actual_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_alumnos" ADD CONSTRAINT "renovaciones_alumnos_grupo_propuesto_id_grupos_id_fk" FOREIGN KEY ("grupo_propuesto_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_historial" ADD CONSTRAINT "renovaciones_historial_renovacion_alumno_id_renovaciones_alumnos_id_fk" FOREIGN KEY ("renovacion_alumno_id") REFERENCES "public"."renovaciones_alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones_historial" ADD CONSTRAINT "renovaciones_historial_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renovaciones_curso_unique" ON "renovaciones" USING btree ("curso");--> statement-breakpoint
CREATE UNIQUE INDEX "renovaciones_abierta_unique" ON "renovaciones" USING btree ("estado") WHERE "renovaciones"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "renovaciones_autor_idx" ON "renovaciones" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "renovaciones_cerrada_por_idx" ON "renovaciones" USING btree ("cerrada_por_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renovaciones_alumnos_unique" ON "renovaciones_alumnos" USING btree ("renovacion_id","alumno_id");--> statement-breakpoint
CREATE INDEX "renovaciones_alumnos_alumno_idx" ON "renovaciones_alumnos" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "renovaciones_alumnos_grupo_actual_idx" ON "renovaciones_alumnos" USING btree ("grupo_actual_id");--> statement-breakpoint
CREATE INDEX "renovaciones_alumnos_grupo_propuesto_idx" ON "renovaciones_alumnos" USING btree ("grupo_propuesto_id");--> statement-breakpoint
CREATE INDEX "renovaciones_historial_fila_idx" ON "renovaciones_historial" USING btree ("renovacion_alumno_id");--> statement-breakpoint
CREATE INDEX "renovaciones_historial_autor_idx" ON "renovaciones_historial" USING btree ("autor_id");