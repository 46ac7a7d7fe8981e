CREATE TABLE "bajas_solicitadas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bajas_solicitadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"grupo_id" integer,
	"fecha_solicitada" date NOT NULL,
	"fecha_efectiva" date NOT NULL,
	"autor_id" integer,
	"aplicada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clases_prueba" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clases_prueba_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"sesion_id" integer NOT NULL,
	"autor_id" integer,
	"oferta_enviada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lista_espera" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lista_espera_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grupo_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"padre_id" integer,
	"hermano" boolean DEFAULT false NOT NULL,
	"ampa" boolean DEFAULT false NOT NULL,
	"solicitada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orden" integer NOT NULL,
	"estado" text DEFAULT 'esperando' NOT NULL,
	"oferta_caduca_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lista_espera_estado_check" CHECK ("lista_espera"."estado" in ('esperando', 'ofrecida', 'inscrito', 'rechazada', 'caducada', 'retirada')),
	CONSTRAINT "lista_espera_oferta_check" CHECK ("lista_espera"."estado" <> 'ofrecida' or "lista_espera"."oferta_caduca_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "lista_espera_historial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lista_espera_historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lista_espera_id" integer NOT NULL,
	"estado" text NOT NULL,
	"orden" integer,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "plazas_maximas" integer DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "plazas_minimas" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "ajustes_escuela" ADD COLUMN "horas_oferta_plaza" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "bajas_solicitadas" ADD CONSTRAINT "bajas_solicitadas_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bajas_solicitadas" ADD CONSTRAINT "bajas_solicitadas_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bajas_solicitadas" ADD CONSTRAINT "bajas_solicitadas_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases_prueba" ADD CONSTRAINT "clases_prueba_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases_prueba" ADD CONSTRAINT "clases_prueba_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases_prueba" ADD CONSTRAINT "clases_prueba_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases_prueba" ADD CONSTRAINT "clases_prueba_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera_historial" ADD CONSTRAINT "lista_espera_historial_lista_espera_id_lista_espera_id_fk" FOREIGN KEY ("lista_espera_id") REFERENCES "public"."lista_espera"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera_historial" ADD CONSTRAINT "lista_espera_historial_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bajas_solicitadas_pendientes_idx" ON "bajas_solicitadas" USING btree ("fecha_efectiva") WHERE "bajas_solicitadas"."aplicada_at" is null;--> statement-breakpoint
CREATE INDEX "bajas_solicitadas_grupo_idx" ON "bajas_solicitadas" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "bajas_solicitadas_autor_idx" ON "bajas_solicitadas" USING btree ("autor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bajas_solicitadas_alumno_pendiente_unique" ON "bajas_solicitadas" USING btree ("alumno_id") WHERE "bajas_solicitadas"."aplicada_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "clases_prueba_alumno_grupo_unique" ON "clases_prueba" USING btree ("alumno_id","grupo_id");--> statement-breakpoint
CREATE INDEX "clases_prueba_grupo_idx" ON "clases_prueba" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "clases_prueba_sesion_idx" ON "clases_prueba" USING btree ("sesion_id");--> statement-breakpoint
CREATE INDEX "clases_prueba_autor_idx" ON "clases_prueba" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "clases_prueba_pendientes_idx" ON "clases_prueba" USING btree ("sesion_id") WHERE "clases_prueba"."oferta_enviada_at" is null;--> statement-breakpoint
CREATE INDEX "lista_espera_grupo_estado_orden_idx" ON "lista_espera" USING btree ("grupo_id","estado","orden");--> statement-breakpoint
CREATE INDEX "lista_espera_alumno_id_idx" ON "lista_espera" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "lista_espera_padre_id_idx" ON "lista_espera" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "lista_espera_ofertas_idx" ON "lista_espera" USING btree ("oferta_caduca_at") WHERE "lista_espera"."estado" = 'ofrecida';--> statement-breakpoint
CREATE UNIQUE INDEX "lista_espera_viva_unique" ON "lista_espera" USING btree ("grupo_id","alumno_id") WHERE "lista_espera"."estado" in ('esperando', 'ofrecida');--> statement-breakpoint
CREATE INDEX "lista_espera_historial_lista_idx" ON "lista_espera_historial" USING btree ("lista_espera_id");--> statement-breakpoint
CREATE INDEX "lista_espera_historial_autor_idx" ON "lista_espera_historial" USING btree ("autor_id");--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_plazas_check" CHECK ("grupos"."plazas_maximas" between 1 and 500 and "grupos"."plazas_minimas" between 0 and "grupos"."plazas_maximas");--> statement-breakpoint
ALTER TABLE "ajustes_escuela" ADD CONSTRAINT "ajustes_escuela_horas_oferta_check" CHECK ("ajustes_escuela"."horas_oferta_plaza" between 1 and 720);