CREATE INDEX "limites_reinicio_at_idx" ON "limites" USING btree ("reinicio_at");--> statement-breakpoint
CREATE INDEX "sesiones_auth_expires_at_idx" ON "sesiones_auth" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tokens_caducidad_idx" ON "tokens" USING btree (coalesce("usado_at", "expires_at"));