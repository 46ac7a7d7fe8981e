CREATE INDEX "usuarios_rol_activo_idx" ON "usuarios" USING btree ("rol","activo");--> statement-breakpoint
CREATE INDEX "actividades_material_1_idx" ON "actividades" USING btree ("material_1");--> statement-breakpoint
CREATE INDEX "actividades_material_2_idx" ON "actividades" USING btree ("material_2");