CREATE TABLE "ausencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ausencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"sesion_id" integer NOT NULL,
	"usuario_id" integer,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ausencias_alumno_id_sesion_id_unique" UNIQUE("alumno_id","sesion_id")
);
--> statement-breakpoint
CREATE TABLE "avisos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avisos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"destino_tipo" text NOT NULL,
	"destino_id" integer,
	"destino_nombre" text NOT NULL,
	"incluir_profesores" boolean DEFAULT false NOT NULL,
	"autor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_destino_tipo_check" CHECK ("avisos"."destino_tipo" in ('colegio', 'grupo', 'nivel', 'todos'))
);
--> statement-breakpoint
CREATE TABLE "avisos_destinatarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avisos_destinatarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aviso_id" integer NOT NULL,
	"usuario_id" integer,
	"email" text NOT NULL,
	"tipo" text NOT NULL,
	"entregado_at" timestamp with time zone,
	"leido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_destinatarios_aviso_id_email_unique" UNIQUE("aviso_id","email"),
	CONSTRAINT "avisos_destinatarios_tipo_check" CHECK ("avisos_destinatarios"."tipo" in ('familia', 'profesor'))
);
--> statement-breakpoint
CREATE TABLE "claves_servidor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claves_servidor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claves_servidor_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "enlaces_calendario" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enlaces_calendario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"usuario_id" integer,
	"colegio_id" integer,
	"generacion" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enlaces_calendario_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "enlaces_calendario_colegio_id_unique" UNIQUE("colegio_id"),
	CONSTRAINT "enlaces_calendario_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "enlaces_calendario_tipo_check" CHECK ("enlaces_calendario"."tipo" in ('familia', 'profesor', 'colegio')),
	CONSTRAINT "enlaces_calendario_dueno_check" CHECK (("enlaces_calendario"."tipo" = 'colegio') = ("enlaces_calendario"."colegio_id" is not null and "enlaces_calendario"."usuario_id" is null)
        and ("enlaces_calendario"."tipo" = 'colegio' or "enlaces_calendario"."usuario_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "faltas_notificadas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faltas_notificadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"sesion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faltas_notificadas_alumno_id_sesion_id_unique" UNIQUE("alumno_id","sesion_id")
);
--> statement-breakpoint
CREATE TABLE "plantillas_mensaje" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plantillas_mensaje_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clave" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"actualizado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plantillas_mensaje_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "suscripciones_push" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suscripciones_push_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripciones_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "correos" DROP CONSTRAINT "correos_canal_check";--> statement-breakpoint
ALTER TABLE "colegios" ADD COLUMN "avisar_faltas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_destinatarios" ADD CONSTRAINT "avisos_destinatarios_aviso_id_avisos_id_fk" FOREIGN KEY ("aviso_id") REFERENCES "public"."avisos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_destinatarios" ADD CONSTRAINT "avisos_destinatarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enlaces_calendario" ADD CONSTRAINT "enlaces_calendario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enlaces_calendario" ADD CONSTRAINT "enlaces_calendario_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faltas_notificadas" ADD CONSTRAINT "faltas_notificadas_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faltas_notificadas" ADD CONSTRAINT "faltas_notificadas_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantillas_mensaje" ADD CONSTRAINT "plantillas_mensaje_actualizado_por_usuarios_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones_push" ADD CONSTRAINT "suscripciones_push_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ausencias_sesion_id_idx" ON "ausencias" USING btree ("sesion_id");--> statement-breakpoint
CREATE INDEX "ausencias_usuario_id_idx" ON "ausencias" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "avisos_created_at_idx" ON "avisos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "avisos_autor_id_idx" ON "avisos" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "avisos_destinatarios_usuario_id_idx" ON "avisos_destinatarios" USING btree ("usuario_id","aviso_id");--> statement-breakpoint
CREATE INDEX "faltas_notificadas_sesion_id_idx" ON "faltas_notificadas" USING btree ("sesion_id");--> statement-breakpoint
CREATE INDEX "suscripciones_push_usuario_id_idx" ON "suscripciones_push" USING btree ("usuario_id");--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_canal_check" CHECK ("correos"."canal" in ('email', 'push'));