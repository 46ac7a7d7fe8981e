-- The enrolment history of the students already in the database (decision 030), rebuilt from what it
-- says: the current group and estado, created_at / updated_at, and the attendance records.
--
-- 1. Earlier groups, known only from attendance records: a student with records in a group that is not
--    their current one was there from the day of the first record to the day after the last.
INSERT INTO "matriculas" ("alumno_id", "grupo_id", "desde", "hasta")
SELECT x."alumno_id", x."grupo_id", min(x."fecha_sesion")::date, max(x."fecha_sesion")::date + 1
FROM "asistencias" x
JOIN "alumnos" a ON a."id" = x."alumno_id"
WHERE a."grupo_id" IS DISTINCT FROM x."grupo_id"
GROUP BY x."alumno_id", x."grupo_id";
--> statement-breakpoint
-- 2. The current group: from the day the student was created (school calendar) or their first record in
--    it if earlier, but not before they left an earlier group; open while in alta, else closed on the day
--    of the last change (updated_at) or the day after their last record there, whichever is later.
INSERT INTO "matriculas" ("alumno_id", "grupo_id", "desde", "hasta")
SELECT a."id", a."grupo_id", d."desde", h."hasta"
FROM "alumnos" a
CROSS JOIN LATERAL (
  SELECT min(x."fecha_sesion")::date AS "primera", max(x."fecha_sesion")::date + 1 AS "tras_ultima"
  FROM "asistencias" x
  WHERE x."alumno_id" = a."id" AND x."grupo_id" = a."grupo_id"
) r
CROSS JOIN LATERAL (
  SELECT greatest(
    least((a."created_at" AT TIME ZONE 'Europe/Madrid')::date, r."primera"),
    (SELECT max(m."hasta") FROM "matriculas" m WHERE m."alumno_id" = a."id")
  ) AS "desde"
) d
CROSS JOIN LATERAL (
  SELECT CASE WHEN a."estado" = 'alta' THEN NULL
              ELSE greatest((a."updated_at" AT TIME ZONE 'Europe/Madrid')::date, r."tras_ultima") END AS "hasta"
) h
WHERE a."grupo_id" IS NOT NULL AND (h."hasta" IS NULL OR h."hasta" > d."desde");
