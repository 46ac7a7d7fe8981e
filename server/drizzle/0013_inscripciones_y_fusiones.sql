CREATE TABLE "fusiones_alumnos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fusiones_alumnos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conservado_id" integer,
	"eliminado_id" integer NOT NULL,
	"eliminado" jsonb NOT NULL,
	"movidas" jsonb NOT NULL,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscripciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscripciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"padre_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"curso" text NOT NULL,
	"letra" varchar(1) NOT NULL,
	"grupo_id" integer,
	"telefono1" text NOT NULL,
	"telefono2" text,
	"dni" text,
	"cuenta" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text NOT NULL,
	"candidatos" jsonb NOT NULL,
	"alumno_id" integer,
	"mensaje" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscripciones_estado_check" CHECK ("inscripciones"."estado" in ('pendiente', 'aprobada', 'fusionada', 'rechazada')),
	CONSTRAINT "inscripciones_motivo_check" CHECK ("inscripciones"."motivo" in ('coincidencia_dudosa', 'otra_familia', 'varias_coincidencias'))
);
--> statement-breakpoint
CREATE TABLE "inscripciones_historial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscripciones_historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inscripcion_id" integer NOT NULL,
	"estado" text NOT NULL,
	"autor_id" integer,
	"nota" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscripciones_historial_estado_check" CHECK ("inscripciones_historial"."estado" in ('pendiente', 'aprobada', 'fusionada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "fusiones_alumnos" ADD CONSTRAINT "fusiones_alumnos_conservado_id_alumnos_id_fk" FOREIGN KEY ("conservado_id") REFERENCES "public"."alumnos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusiones_alumnos" ADD CONSTRAINT "fusiones_alumnos_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones_historial" ADD CONSTRAINT "inscripciones_historial_inscripcion_id_inscripciones_id_fk" FOREIGN KEY ("inscripcion_id") REFERENCES "public"."inscripciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones_historial" ADD CONSTRAINT "inscripciones_historial_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fusiones_alumnos_conservado_id_idx" ON "fusiones_alumnos" USING btree ("conservado_id");--> statement-breakpoint
CREATE INDEX "fusiones_alumnos_autor_id_idx" ON "fusiones_alumnos" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "inscripciones_estado_created_at_idx" ON "inscripciones" USING btree ("estado","created_at","id");--> statement-breakpoint
CREATE INDEX "inscripciones_padre_id_idx" ON "inscripciones" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "inscripciones_grupo_id_idx" ON "inscripciones" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "inscripciones_alumno_id_idx" ON "inscripciones" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "inscripciones_historial_inscripcion_id_idx" ON "inscripciones_historial" USING btree ("inscripcion_id","created_at");--> statement-breakpoint
CREATE INDEX "inscripciones_historial_autor_id_idx" ON "inscripciones_historial" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "alumnos_fecha_nacimiento_idx" ON "alumnos" USING btree ("fecha_nacimiento");--> statement-breakpoint
CREATE INDEX "alumnos_busqueda_idx" ON "alumnos" USING btree ("busqueda");