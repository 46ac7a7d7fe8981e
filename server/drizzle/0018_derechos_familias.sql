CREATE TABLE "registro_accesos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registro_accesos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"que" text NOT NULL,
	"alumno_id" integer,
	"padre_id" integer,
	"profesor_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_supresion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitudes_supresion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"padre_id" integer,
	"solicitada_por_id" integer,
	"origen" text DEFAULT 'familia' NOT NULL,
	"fecha_limite" date NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"ejecutada_at" timestamp with time zone,
	"ejecutada_por_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitudes_supresion_estado_check" CHECK ("solicitudes_supresion"."estado" in ('pendiente', 'ejecutada')),
	CONSTRAINT "solicitudes_supresion_origen_check" CHECK ("solicitudes_supresion"."origen" in ('familia', 'retencion'))
);
--> statement-breakpoint
ALTER TABLE "ajustes_escuela" ADD COLUMN "meses_retencion_familias" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "registro_accesos" ADD CONSTRAINT "registro_accesos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_accesos" ADD CONSTRAINT "registro_accesos_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_accesos" ADD CONSTRAINT "registro_accesos_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registro_accesos" ADD CONSTRAINT "registro_accesos_profesor_id_profesores_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_supresion" ADD CONSTRAINT "solicitudes_supresion_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_supresion" ADD CONSTRAINT "solicitudes_supresion_solicitada_por_id_usuarios_id_fk" FOREIGN KEY ("solicitada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_supresion" ADD CONSTRAINT "solicitudes_supresion_ejecutada_por_id_usuarios_id_fk" FOREIGN KEY ("ejecutada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registro_accesos_alumno_fecha_idx" ON "registro_accesos" USING btree ("alumno_id","fecha");--> statement-breakpoint
CREATE INDEX "registro_accesos_usuario_fecha_idx" ON "registro_accesos" USING btree ("usuario_id","fecha");--> statement-breakpoint
CREATE INDEX "registro_accesos_padre_id_idx" ON "registro_accesos" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "registro_accesos_profesor_id_idx" ON "registro_accesos" USING btree ("profesor_id");--> statement-breakpoint
CREATE INDEX "registro_accesos_fecha_idx" ON "registro_accesos" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "solicitudes_supresion_padre_id_idx" ON "solicitudes_supresion" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "solicitudes_supresion_estado_limite_idx" ON "solicitudes_supresion" USING btree ("estado","fecha_limite");--> statement-breakpoint
CREATE INDEX "solicitudes_supresion_solicitada_por_id_idx" ON "solicitudes_supresion" USING btree ("solicitada_por_id");--> statement-breakpoint
CREATE INDEX "solicitudes_supresion_ejecutada_por_id_idx" ON "solicitudes_supresion" USING btree ("ejecutada_por_id");--> statement-breakpoint
ALTER TABLE "ajustes_escuela" ADD CONSTRAINT "ajustes_escuela_meses_retencion_check" CHECK ("ajustes_escuela"."meses_retencion_familias" between 1 and 120);