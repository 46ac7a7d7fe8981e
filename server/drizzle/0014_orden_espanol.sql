DROP INDEX "alumnos_estado_apellidos_nombre_id_idx";--> statement-breakpoint
DROP INDEX "alumnos_con_observaciones_idx";--> statement-breakpoint
ALTER TABLE "alumnos" drop column "busqueda";--> statement-breakpoint
ALTER TABLE "alumnos" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (replace(lower(translate(nombre || ' ' || apellidos, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÇçÑ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccñ')), 'ñ', 'n')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "alumnos" ADD COLUMN "orden_apellidos" text GENERATED ALWAYS AS (replace(lower(translate(apellidos, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÇçÑ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccñ')), 'ñ', 'n~')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "alumnos" ADD COLUMN "orden_nombre" text GENERATED ALWAYS AS (replace(lower(translate(nombre, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÇçÑ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccñ')), 'ñ', 'n~')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "alumnos_estado_orden_id_idx" ON "alumnos" USING btree ("estado","orden_apellidos","orden_nombre","id");--> statement-breakpoint
CREATE INDEX "alumnos_con_observaciones_orden_idx" ON "alumnos" USING btree ("estado","orden_apellidos","orden_nombre","id") WHERE coalesce(btrim("alumnos"."observaciones"), '') <> '';