DROP INDEX "alumnos_estado_idx";--> statement-breakpoint
DROP INDEX "sesiones_fecha_idx";--> statement-breakpoint
CREATE INDEX "alumnos_estado_apellidos_nombre_id_idx" ON "alumnos" USING btree ("estado","apellidos","nombre","id");--> statement-breakpoint
CREATE INDEX "alumnos_con_observaciones_idx" ON "alumnos" USING btree ("estado","apellidos","nombre","id") WHERE coalesce(btrim("alumnos"."observaciones"), '') <> '';--> statement-breakpoint
CREATE INDEX "asistencias_fecha_sesion_idx" ON "asistencias" USING btree ("fecha_sesion","sesion_id","alumno_id","asistio");--> statement-breakpoint
CREATE INDEX "sesiones_fecha_id_idx" ON "sesiones" USING btree ("fecha","id");