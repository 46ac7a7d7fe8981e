CREATE TABLE "alergias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alergias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text NOT NULL,
	"actuacion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consentimientos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consentimientos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"padre_id" integer,
	"usuario_id" integer,
	"tipo" text NOT NULL,
	"version" text NOT NULL,
	"decision" jsonb NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"edad_alumno" smallint,
	CONSTRAINT "consentimientos_tipo_check" CHECK ("consentimientos"."tipo" in ('privacidad', 'imagen', 'salida', 'medicacion'))
);
--> statement-breakpoint
CREATE TABLE "consentimientos_inscripcion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consentimientos_inscripcion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inscripcion_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"version" text NOT NULL,
	"decision" jsonb NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"usuario_id" integer
);
--> statement-breakpoint
CREATE TABLE "personas_recogida" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personas_recogida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	"nombre" text NOT NULL,
	"dni" text NOT NULL,
	"parentesco" text NOT NULL,
	"telefono" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salvaguardas" (
	"alumno_id" integer PRIMARY KEY NOT NULL,
	"salir_solo" boolean DEFAULT false NOT NULL,
	"actualizado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alergias" ADD CONSTRAINT "alergias_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimientos" ADD CONSTRAINT "consentimientos_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimientos" ADD CONSTRAINT "consentimientos_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimientos" ADD CONSTRAINT "consentimientos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimientos_inscripcion" ADD CONSTRAINT "consentimientos_inscripcion_inscripcion_id_inscripciones_id_fk" FOREIGN KEY ("inscripcion_id") REFERENCES "public"."inscripciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimientos_inscripcion" ADD CONSTRAINT "consentimientos_inscripcion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_recogida" ADD CONSTRAINT "personas_recogida_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salvaguardas" ADD CONSTRAINT "salvaguardas_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salvaguardas" ADD CONSTRAINT "salvaguardas_actualizado_por_usuarios_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alergias_alumno_id_idx" ON "alergias" USING btree ("alumno_id","orden");--> statement-breakpoint
CREATE INDEX "consentimientos_alumno_tipo_fecha_idx" ON "consentimientos" USING btree ("alumno_id","tipo","fecha","id");--> statement-breakpoint
CREATE INDEX "consentimientos_padre_id_idx" ON "consentimientos" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "consentimientos_usuario_id_idx" ON "consentimientos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "consentimientos_inscripcion_inscripcion_id_idx" ON "consentimientos_inscripcion" USING btree ("inscripcion_id");--> statement-breakpoint
CREATE INDEX "consentimientos_inscripcion_usuario_id_idx" ON "consentimientos_inscripcion" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "personas_recogida_alumno_id_idx" ON "personas_recogida" USING btree ("alumno_id","orden");--> statement-breakpoint
CREATE INDEX "salvaguardas_actualizado_por_idx" ON "salvaguardas" USING btree ("actualizado_por");