CREATE TABLE "accesos_pendientes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accesos_pendientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"proposito" text NOT NULL,
	"recordarme" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accesos_pendientes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "accesos_pendientes_proposito_check" CHECK ("accesos_pendientes"."proposito" in ('codigo', 'alta'))
);
--> statement-breakpoint
CREATE TABLE "codigos_recuperacion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codigos_recuperacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_recuperacion_usuario_codigo_unique" UNIQUE("usuario_id","codigo_hash")
);
--> statement-breakpoint
CREATE TABLE "dispositivos_confianza" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispositivos_confianza_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispositivos_confianza_usuario_token_unique" UNIQUE("usuario_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "segundos_factores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segundos_factores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"secreto" text NOT NULL,
	"activado_at" timestamp with time zone,
	"ultimo_paso" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segundos_factores_usuario_id_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "ajustes_escuela" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"exigir_segundo_factor_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajustes_escuela_una_fila_check" CHECK ("ajustes_escuela"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "limites" ADD COLUMN "espera_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "limites" ADD COLUMN "permitido" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accesos_pendientes" ADD CONSTRAINT "accesos_pendientes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_recuperacion" ADD CONSTRAINT "codigos_recuperacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivos_confianza" ADD CONSTRAINT "dispositivos_confianza_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundos_factores" ADD CONSTRAINT "segundos_factores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accesos_pendientes_usuario_id_idx" ON "accesos_pendientes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "accesos_pendientes_expires_at_idx" ON "accesos_pendientes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dispositivos_confianza_expires_at_idx" ON "dispositivos_confianza" USING btree ("expires_at");