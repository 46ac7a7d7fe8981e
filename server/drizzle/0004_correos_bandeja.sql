ALTER TABLE "correos" ADD COLUMN "canal" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "estado" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "intentos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "proximo_intento_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "correos_por_enviar_idx" ON "correos" USING btree ("proximo_intento_at") WHERE "correos"."estado" in ('pendiente', 'enviando');--> statement-breakpoint
CREATE INDEX "correos_estado_created_at_idx" ON "correos" USING btree ("estado","created_at");--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_canal_check" CHECK ("correos"."canal" in ('email'));--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_estado_check" CHECK ("correos"."estado" in ('pendiente', 'enviando', 'enviado', 'fallido', 'local'));