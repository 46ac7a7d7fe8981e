CREATE TABLE "ajustes_cobros" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"acreedor_nombre" text DEFAULT '' NOT NULL,
	"acreedor_identificador" text DEFAULT '' NOT NULL,
	"acreedor_iban" text DEFAULT '' NOT NULL,
	"acreedor_bic" text DEFAULT '' NOT NULL,
	"matricula" numeric(10, 2) DEFAULT 0 NOT NULL,
	"descuento_hermanos" numeric(5, 2) DEFAULT 0 NOT NULL,
	"descuento_ampa" numeric(10, 2) DEFAULT 0 NOT NULL,
	"dias_preaviso" integer DEFAULT 14 NOT NULL,
	"version_sepa" text DEFAULT 'pain.008.001.08' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajustes_cobros_una_fila_check" CHECK ("ajustes_cobros"."id" = 1),
	CONSTRAINT "ajustes_cobros_version_check" CHECK ("ajustes_cobros"."version_sepa" in ('pain.008.001.08', 'pain.008.001.02'))
);
--> statement-breakpoint
CREATE TABLE "devoluciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devoluciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recibo_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"gastos" numeric(10, 2) DEFAULT 0 NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandatos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandatos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"padre_id" integer,
	"referencia" text NOT NULL,
	"iban" text NOT NULL,
	"titular" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"secuencia" text DEFAULT 'FRST' NOT NULL,
	"fecha_firma" date,
	"ultimo_uso" date,
	"aceptado_por_id" integer,
	"nombre_firmante" text,
	"ip" text,
	"version_texto" text,
	"papel" boolean DEFAULT false NOT NULL,
	"registrado_por_id" integer,
	"finalizado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandatos_referencia_unique" UNIQUE("referencia"),
	CONSTRAINT "mandatos_estado_check" CHECK ("mandatos"."estado" in ('pendiente', 'activo', 'caducado', 'revocado')),
	CONSTRAINT "mandatos_secuencia_check" CHECK ("mandatos"."secuencia" in ('FRST', 'RCUR'))
);
--> statement-breakpoint
CREATE TABLE "recibos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recibos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referencia" text NOT NULL,
	"padre_id" integer,
	"familia" text NOT NULL,
	"mes" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"metodo_cobro" text,
	"representar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recibos_referencia_unique" UNIQUE("referencia"),
	CONSTRAINT "recibos_padre_id_mes_unique" UNIQUE("padre_id","mes"),
	CONSTRAINT "recibos_estado_check" CHECK ("recibos"."estado" in ('pendiente', 'emitido', 'cobrado', 'devuelto')),
	CONSTRAINT "recibos_metodo_check" CHECK ("recibos"."metodo_cobro" is null or "recibos"."metodo_cobro" in ('transferencia', 'efectivo', 'tarjeta', 'domiciliacion')),
	CONSTRAINT "recibos_mes_check" CHECK ("recibos"."mes" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "recibos_historial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recibos_historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recibo_id" integer NOT NULL,
	"estado" text NOT NULL,
	"usuario_id" integer,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recibos_lineas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recibos_lineas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recibo_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"tipo" text NOT NULL,
	"alumno_id" integer,
	"alumno" text,
	"grupo_id" integer,
	"devolucion_id" integer,
	"concepto" text NOT NULL,
	"importe" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recibos_lineas_tipo_check" CHECK ("recibos_lineas"."tipo" in ('cuota', 'matricula', 'gastos_devolucion'))
);
--> statement-breakpoint
CREATE TABLE "remesas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remesas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mes" text NOT NULL,
	"fecha_cobro" date NOT NULL,
	"version_sepa" text NOT NULL,
	"acreedor_nombre" text NOT NULL,
	"acreedor_identificador" text NOT NULL,
	"acreedor_iban" text NOT NULL,
	"acreedor_bic" text NOT NULL,
	"num_recibos" integer NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"creada_por_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remesas_version_check" CHECK ("remesas"."version_sepa" in ('pain.008.001.08', 'pain.008.001.02'))
);
--> statement-breakpoint
CREATE TABLE "remesas_recibos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remesas_recibos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remesa_id" integer NOT NULL,
	"recibo_id" integer NOT NULL,
	"mandato_id" integer NOT NULL,
	"secuencia" text NOT NULL,
	"importe" numeric(10, 2) NOT NULL,
	"concepto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remesas_recibos_remesa_id_recibo_id_unique" UNIQUE("remesa_id","recibo_id"),
	CONSTRAINT "remesas_recibos_secuencia_check" CHECK ("remesas_recibos"."secuencia" in ('FRST', 'RCUR'))
);
--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "cuota_mensual" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_recibo_id_recibos_id_fk" FOREIGN KEY ("recibo_id") REFERENCES "public"."recibos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatos" ADD CONSTRAINT "mandatos_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatos" ADD CONSTRAINT "mandatos_aceptado_por_id_usuarios_id_fk" FOREIGN KEY ("aceptado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatos" ADD CONSTRAINT "mandatos_registrado_por_id_usuarios_id_fk" FOREIGN KEY ("registrado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos" ADD CONSTRAINT "recibos_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_historial" ADD CONSTRAINT "recibos_historial_recibo_id_recibos_id_fk" FOREIGN KEY ("recibo_id") REFERENCES "public"."recibos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_historial" ADD CONSTRAINT "recibos_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_lineas" ADD CONSTRAINT "recibos_lineas_recibo_id_recibos_id_fk" FOREIGN KEY ("recibo_id") REFERENCES "public"."recibos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_lineas" ADD CONSTRAINT "recibos_lineas_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_lineas" ADD CONSTRAINT "recibos_lineas_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibos_lineas" ADD CONSTRAINT "recibos_lineas_devolucion_id_devoluciones_id_fk" FOREIGN KEY ("devolucion_id") REFERENCES "public"."devoluciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas" ADD CONSTRAINT "remesas_creada_por_id_usuarios_id_fk" FOREIGN KEY ("creada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas_recibos" ADD CONSTRAINT "remesas_recibos_remesa_id_remesas_id_fk" FOREIGN KEY ("remesa_id") REFERENCES "public"."remesas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas_recibos" ADD CONSTRAINT "remesas_recibos_recibo_id_recibos_id_fk" FOREIGN KEY ("recibo_id") REFERENCES "public"."recibos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas_recibos" ADD CONSTRAINT "remesas_recibos_mandato_id_mandatos_id_fk" FOREIGN KEY ("mandato_id") REFERENCES "public"."mandatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devoluciones_recibo_id_idx" ON "devoluciones" USING btree ("recibo_id");--> statement-breakpoint
CREATE INDEX "devoluciones_usuario_id_idx" ON "devoluciones" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "mandatos_padre_id_idx" ON "mandatos" USING btree ("padre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandatos_abierto_unique" ON "mandatos" USING btree ("padre_id") WHERE "mandatos"."estado" in ('pendiente', 'activo');--> statement-breakpoint
CREATE INDEX "mandatos_aceptado_por_id_idx" ON "mandatos" USING btree ("aceptado_por_id");--> statement-breakpoint
CREATE INDEX "mandatos_registrado_por_id_idx" ON "mandatos" USING btree ("registrado_por_id");--> statement-breakpoint
CREATE INDEX "recibos_mes_estado_idx" ON "recibos" USING btree ("mes","estado");--> statement-breakpoint
CREATE INDEX "recibos_representar_idx" ON "recibos" USING btree ("mes") WHERE "recibos"."estado" = 'devuelto' and "recibos"."representar";--> statement-breakpoint
CREATE INDEX "recibos_historial_recibo_id_idx" ON "recibos_historial" USING btree ("recibo_id");--> statement-breakpoint
CREATE INDEX "recibos_historial_usuario_id_idx" ON "recibos_historial" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "recibos_lineas_recibo_id_idx" ON "recibos_lineas" USING btree ("recibo_id","orden");--> statement-breakpoint
CREATE INDEX "recibos_lineas_alumno_id_tipo_idx" ON "recibos_lineas" USING btree ("alumno_id","tipo");--> statement-breakpoint
CREATE INDEX "recibos_lineas_grupo_id_idx" ON "recibos_lineas" USING btree ("grupo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recibos_lineas_devolucion_id_unique" ON "recibos_lineas" USING btree ("devolucion_id");--> statement-breakpoint
CREATE INDEX "remesas_mes_idx" ON "remesas" USING btree ("mes");--> statement-breakpoint
CREATE INDEX "remesas_created_at_idx" ON "remesas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "remesas_creada_por_id_idx" ON "remesas" USING btree ("creada_por_id");--> statement-breakpoint
CREATE INDEX "remesas_recibos_recibo_id_idx" ON "remesas_recibos" USING btree ("recibo_id");--> statement-breakpoint
CREATE INDEX "remesas_recibos_mandato_id_idx" ON "remesas_recibos" USING btree ("mandato_id");--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_cuota_mensual_check" CHECK ("grupos"."cuota_mensual" >= 0);