CREATE TABLE "marcas_asistencia" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sesion_id" integer NOT NULL,
	"alumno_id" integer,
	"profesor_id" integer,
	"asistio" boolean NOT NULL,
	"justificada" boolean,
	"nota" text,
	"hecha_en" timestamp with time zone NOT NULL,
	"resultado" text NOT NULL,
	"usuario_id" integer,
	"recibida_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marcas_asistencia_quien_check" CHECK (("marcas_asistencia"."alumno_id" is null) <> ("marcas_asistencia"."profesor_id" is null)),
	CONSTRAINT "marcas_asistencia_resultado_check" CHECK ("marcas_asistencia"."resultado" in ('aplicada', 'superada'))
);
--> statement-breakpoint
ALTER TABLE "asistencias" ADD COLUMN "marcada_en" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "asistencias_profesores" ADD COLUMN "marcada_en" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "profesor_sustituto_id" integer;--> statement-breakpoint
ALTER TABLE "marcas_asistencia" ADD CONSTRAINT "marcas_asistencia_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcas_asistencia" ADD CONSTRAINT "marcas_asistencia_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcas_asistencia" ADD CONSTRAINT "marcas_asistencia_profesor_id_profesores_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marcas_asistencia" ADD CONSTRAINT "marcas_asistencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marcas_asistencia_sesion_id_idx" ON "marcas_asistencia" USING btree ("sesion_id");--> statement-breakpoint
CREATE INDEX "marcas_asistencia_alumno_id_idx" ON "marcas_asistencia" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "marcas_asistencia_profesor_id_idx" ON "marcas_asistencia" USING btree ("profesor_id");--> statement-breakpoint
CREATE INDEX "marcas_asistencia_usuario_id_idx" ON "marcas_asistencia" USING btree ("usuario_id");--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_profesor_sustituto_id_profesores_id_fk" FOREIGN KEY ("profesor_sustituto_id") REFERENCES "public"."profesores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_profesor_sustituto_id_idx" ON "sesiones" USING btree ("profesor_sustituto_id");