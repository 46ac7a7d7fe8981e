CREATE TABLE "limites" (
	"clave" text PRIMARY KEY NOT NULL,
	"contador" integer DEFAULT 0 NOT NULL,
	"reinicio_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesiones_auth" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sesiones_auth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sesiones_auth_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"proposito" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "tokens_proposito_check" CHECK ("tokens"."proposito" in ('verificacion', 'invitacion', 'restablecer'))
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"rol" text NOT NULL,
	"email_verificado_at" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_email_lower_check" CHECK ("usuarios"."email" = lower("usuarios"."email")),
	CONSTRAINT "usuarios_rol_check" CHECK ("usuarios"."rol" in ('admin', 'coordinador', 'profesor', 'tutor'))
);
--> statement-breakpoint
CREATE TABLE "colegios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colegios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"alias" text NOT NULL,
	"direccion" text NOT NULL,
	"telefono" text NOT NULL,
	"contacto_responsable" text NOT NULL,
	"convenio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "niveles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "niveles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"orden" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niveles_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "niveles_orden_unique" UNIQUE("orden")
);
--> statement-breakpoint
CREATE TABLE "distancias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distancias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profesor_id" integer NOT NULL,
	"colegio_id" integer NOT NULL,
	"kilometros" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distancias_profesor_id_colegio_id_unique" UNIQUE("profesor_id","colegio_id")
);
--> statement-breakpoint
CREATE TABLE "profesores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profesores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"direccion" text NOT NULL,
	"especializacion" text[] DEFAULT '{}'::text[] NOT NULL,
	"horario_preferido" text DEFAULT 'tarde' NOT NULL,
	"carnet_conducir" boolean DEFAULT false NOT NULL,
	"coche" boolean DEFAULT false NOT NULL,
	"numero_cuenta" text NOT NULL,
	"fecha_alta" date NOT NULL,
	"fecha_baja" date,
	"salario" numeric(10, 2) DEFAULT 0 NOT NULL,
	"desplazamiento" text DEFAULT '0' NOT NULL,
	"observaciones" text,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profesores_email_unique" UNIQUE("email"),
	CONSTRAINT "profesores_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "profesores_email_lower_check" CHECK ("profesores"."email" = lower("profesores"."email")),
	CONSTRAINT "profesores_horario_preferido_check" CHECK ("profesores"."horario_preferido" in ('mañana', 'tarde', 'ambas')),
	CONSTRAINT "profesores_desplazamiento_check" CHECK ("profesores"."desplazamiento" in ('0', '0.08', '25'))
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grupos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"nivel_id" integer NOT NULL,
	"duracion" numeric(3, 1) DEFAULT 1 NOT NULL,
	"horario" text DEFAULT '' NOT NULL,
	"colegio_id" integer NOT NULL,
	"profesor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_duracion_check" CHECK ("grupos"."duracion" in (1, 1.5, 2))
);
--> statement-breakpoint
CREATE TABLE "padres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "padres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text,
	"direccion" text,
	"dni" text,
	"telefono1" text,
	"telefono2" text,
	"cuenta_bancaria" text,
	"titular_cuenta" text,
	"socio_ampa" boolean DEFAULT false NOT NULL,
	"colegio_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "padres_usuario_id_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "alumnos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alumnos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"fecha_nacimiento" date,
	"curso" text,
	"letra" varchar(1),
	"grupo_id" integer,
	"padre_id" integer,
	"telefono1" text,
	"telefono2" text,
	"dni" text,
	"cuenta" text,
	"observaciones" text,
	"observaciones_updated_at" timestamp with time zone,
	"estado" text DEFAULT 'alta' NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(nombre || ' ' || apellidos, 'ÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòù', 'AEIOUUNaeiouunAEIOUaeiou'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumnos_estado_check" CHECK ("alumnos"."estado" in ('alta', 'baja'))
);
--> statement-breakpoint
CREATE TABLE "observaciones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"grupo_id" integer,
	"sesion_id" integer,
	"autor_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asistencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asistencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alumno_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	"sesion_id" integer NOT NULL,
	"fecha_sesion" timestamp NOT NULL,
	"asistio" boolean NOT NULL,
	"justificada" boolean DEFAULT false NOT NULL,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistencias_alumno_id_sesion_id_unique" UNIQUE("alumno_id","sesion_id")
);
--> statement-breakpoint
CREATE TABLE "asistencias_profesores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asistencias_profesores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sesion_id" integer NOT NULL,
	"profesor_id" integer NOT NULL,
	"asistio" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistencias_profesores_sesion_id_profesor_id_unique" UNIQUE("sesion_id","profesor_id")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sesiones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grupo_id" integer NOT NULL,
	"fecha" timestamp NOT NULL,
	"actividad_id" integer,
	"estado" text DEFAULT 'planificada' NOT NULL,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sesiones_grupo_id_fecha_unique" UNIQUE("grupo_id","fecha"),
	CONSTRAINT "sesiones_estado_check" CHECK ("sesiones"."estado" in ('planificada', 'completada', 'cancelada', 'no_asignable'))
);
--> statement-breakpoint
CREATE TABLE "materiales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materiales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"descripcion" text NOT NULL,
	"total" numeric(10, 1) DEFAULT 0 NOT NULL,
	"en_uso" numeric(10, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materiales_total_check" CHECK ("materiales"."total" >= 0),
	CONSTRAINT "materiales_en_uso_check" CHECK ("materiales"."en_uso" >= 0)
);
--> statement-breakpoint
CREATE TABLE "materiales_periodo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materiales_periodo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"cantidad_inicial" integer NOT NULL,
	"cantidad_usada" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materiales_periodo_material_id_fecha_inicio_unique" UNIQUE("material_id","fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "actividades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actividades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"nivel_id" integer NOT NULL,
	"material_1" integer,
	"cantidad_1" numeric(10, 1) DEFAULT 0 NOT NULL,
	"material_2" integer,
	"cantidad_2" numeric(10, 1) DEFAULT 0 NOT NULL,
	"alumnos" integer DEFAULT 1 NOT NULL,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actividades_alumnos_check" CHECK ("actividades"."alumnos" >= 1)
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "correos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensajes_contacto" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensajes_contacto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"asunto" text NOT NULL,
	"mensaje" text NOT NULL,
	"leido" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sesiones_auth" ADD CONSTRAINT "sesiones_auth_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distancias" ADD CONSTRAINT "distancias_profesor_id_profesores_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distancias" ADD CONSTRAINT "distancias_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profesores" ADD CONSTRAINT "profesores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_nivel_id_niveles_id_fk" FOREIGN KEY ("nivel_id") REFERENCES "public"."niveles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_profesor_id_profesores_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "padres" ADD CONSTRAINT "padres_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "padres" ADD CONSTRAINT "padres_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumnos" ADD CONSTRAINT "alumnos_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumnos" ADD CONSTRAINT "alumnos_padre_id_padres_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."padres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observaciones" ADD CONSTRAINT "observaciones_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias_profesores" ADD CONSTRAINT "asistencias_profesores_sesion_id_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."sesiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias_profesores" ADD CONSTRAINT "asistencias_profesores_profesor_id_profesores_id_fk" FOREIGN KEY ("profesor_id") REFERENCES "public"."profesores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_actividad_id_actividades_id_fk" FOREIGN KEY ("actividad_id") REFERENCES "public"."actividades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiales_periodo" ADD CONSTRAINT "materiales_periodo_material_id_materiales_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materiales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actividades" ADD CONSTRAINT "actividades_nivel_id_niveles_id_fk" FOREIGN KEY ("nivel_id") REFERENCES "public"."niveles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actividades" ADD CONSTRAINT "actividades_material_1_materiales_id_fk" FOREIGN KEY ("material_1") REFERENCES "public"."materiales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actividades" ADD CONSTRAINT "actividades_material_2_materiales_id_fk" FOREIGN KEY ("material_2") REFERENCES "public"."materiales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_auth_usuario_id_idx" ON "sesiones_auth" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tokens_usuario_id_idx" ON "tokens" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "distancias_colegio_id_idx" ON "distancias" USING btree ("colegio_id");--> statement-breakpoint
CREATE INDEX "grupos_nivel_id_idx" ON "grupos" USING btree ("nivel_id");--> statement-breakpoint
CREATE INDEX "grupos_colegio_id_idx" ON "grupos" USING btree ("colegio_id");--> statement-breakpoint
CREATE INDEX "grupos_profesor_id_idx" ON "grupos" USING btree ("profesor_id");--> statement-breakpoint
CREATE INDEX "padres_colegio_id_idx" ON "padres" USING btree ("colegio_id");--> statement-breakpoint
CREATE INDEX "alumnos_grupo_id_idx" ON "alumnos" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "alumnos_padre_id_idx" ON "alumnos" USING btree ("padre_id");--> statement-breakpoint
CREATE INDEX "alumnos_estado_idx" ON "alumnos" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "alumnos_dni_idx" ON "alumnos" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "alumnos_observaciones_updated_at_idx" ON "alumnos" USING btree ("observaciones_updated_at");--> statement-breakpoint
CREATE INDEX "observaciones_alumno_id_idx" ON "observaciones" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "observaciones_fecha_idx" ON "observaciones" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "asistencias_sesion_id_idx" ON "asistencias" USING btree ("sesion_id");--> statement-breakpoint
CREATE INDEX "asistencias_grupo_id_idx" ON "asistencias" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "asistencias_profesores_profesor_id_idx" ON "asistencias_profesores" USING btree ("profesor_id");--> statement-breakpoint
CREATE INDEX "sesiones_fecha_idx" ON "sesiones" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "sesiones_actividad_id_idx" ON "sesiones" USING btree ("actividad_id");--> statement-breakpoint
CREATE INDEX "materiales_periodo_fecha_inicio_idx" ON "materiales_periodo" USING btree ("fecha_inicio");--> statement-breakpoint
CREATE INDEX "actividades_nivel_id_idx" ON "actividades" USING btree ("nivel_id");--> statement-breakpoint
CREATE INDEX "mensajes_contacto_email_created_at_idx" ON "mensajes_contacto" USING btree ("email","created_at");