-- Decision 054: each session's attendance summary (`asistencias_resumen`), kept by the database in the
-- same transaction as every write that changes it, so every process reads it as soon as the write commits.
--
-- `asistencias_resumen_recalcular(ids)` recomputes the rows of the given sessions from scratch, set-based:
--   esperadas = enrolments of the group covering the session's day (a running sum over the group's
--               enrolment starts and ends, never one probe per session) + records of students not
--               enrolled in the group that day (DESIGN.md §4, decision 030, as `dentroDeMatricula`);
--   ausencias = records with asistio = false.
-- It first locks the sessions' existing rows in id order, so two transactions marking the same session
-- recompute one after the other, the second from a snapshot that sees the first's committed records.
CREATE FUNCTION asistencias_resumen_recalcular(ids integer[]) RETURNS void
-- Whatever session runs the write (a migration, psql, a job): its estimate of a year's new sessions passes
-- `jit_above_cost`, and compiling it took over a second on the 2-core machine for ~100 ms of work.
LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- The ids joined from `unnest`, never `= ANY (ids)`: a scan comparing each row with an array of a year's
  -- ~30,000 new sessions is quadratic.
  PERFORM 1 FROM unnest(ids) AS u(id) JOIN asistencias_resumen r ON r.sesion_id = u.id
    ORDER BY r.sesion_id FOR UPDATE OF r;
  INSERT INTO asistencias_resumen (sesion_id, esperadas, ausencias)
  WITH s AS (
    SELECT se.id, se.grupo_id, se.fecha FROM unnest(ids) AS u(id) JOIN sesiones se ON se.id = u.id
  ),
  eventos AS (
    SELECT e.grupo_id, e.t, 0 AS orden, sum(e.delta)::int AS delta, NULL::int AS id
    FROM (
      SELECT m.grupo_id, m.desde::timestamp AS t, 1 AS delta
      FROM matriculas m WHERE m.grupo_id IN (SELECT grupo_id FROM s)
      UNION ALL
      SELECT m.grupo_id, m.hasta::timestamp, -1
      FROM matriculas m WHERE m.hasta IS NOT NULL AND m.grupo_id IN (SELECT grupo_id FROM s)
    ) e
    GROUP BY e.grupo_id, e.t
    UNION ALL
    SELECT s.grupo_id, s.fecha, 1, 0, s.id FROM s
  ),
  -- An enrolment starting on the session's day counts (its start sorts before the session at the same
  -- instant); one ending on it does not (`hasta` is excluded).
  acumulado AS (
    SELECT id, grupo_id, t AS fecha,
           sum(delta) OVER (PARTITION BY grupo_id ORDER BY t, orden ROWS UNBOUNDED PRECEDING) AS n
    FROM eventos
  )
  SELECT a.id, a.n::int + r.fuera, r.ausencias
  FROM acumulado a
  -- Each session's records by its index: one probe for a mark, no pass over every record for a new year.
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE NOT x.asistio)::int AS ausencias,
           count(*) FILTER (WHERE NOT EXISTS (
             SELECT 1 FROM matriculas m
             WHERE m.alumno_id = x.alumno_id AND m.grupo_id = a.grupo_id AND a.fecha >= m.desde
               AND (m.hasta IS NULL OR a.fecha < m.hasta)
           ))::int AS fuera
    FROM asistencias x WHERE x.sesion_id = a.id
  ) r
  WHERE a.id IS NOT NULL
  ON CONFLICT (sesion_id) DO UPDATE
    SET esperadas = excluded.esperadas, ausencias = excluded.ausencias
    WHERE (asistencias_resumen.esperadas, asistencias_resumen.ausencias)
      IS DISTINCT FROM (excluded.esperadas, excluded.ausencias);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION asistencias_resumen_por_asistencias() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM asistencias_resumen_recalcular(ARRAY(SELECT DISTINCT sesion_id FROM nuevas ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM asistencias_resumen_recalcular(ARRAY(SELECT DISTINCT sesion_id FROM viejas ORDER BY 1));
  ELSE
    -- Both sessions of a record moved from one to another.
    PERFORM asistencias_resumen_recalcular(ARRAY(
      SELECT DISTINCT x.id FROM nuevas n JOIN viejas v ON v.id = n.id,
        unnest(ARRAY[n.sesion_id, v.sesion_id]) AS x(id)
      WHERE (n.sesion_id, n.alumno_id, n.asistio) IS DISTINCT FROM (v.sesion_id, v.alumno_id, v.asistio)
      ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_insert AFTER INSERT ON asistencias
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_asistencias();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_update AFTER UPDATE ON asistencias
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_asistencias();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_delete AFTER DELETE ON asistencias
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_asistencias();
--> statement-breakpoint
-- A new session gets its row; a session moved to another day or group is recomputed; a deleted one's row
-- goes with it (a trigger, not a foreign key: a key's check per row locked every new session's row and
-- took most of the time of generating a school year).
CREATE FUNCTION asistencias_resumen_por_sesiones() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM asistencias_resumen_recalcular(ARRAY(SELECT id FROM nuevas ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM asistencias_resumen r USING viejas v WHERE r.sesion_id = v.id;
  ELSE
    PERFORM asistencias_resumen_recalcular(ARRAY(
      SELECT n.id FROM nuevas n JOIN viejas v ON v.id = n.id
      WHERE (n.fecha, n.grupo_id) IS DISTINCT FROM (v.fecha, v.grupo_id)
      ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_sesiones_insert AFTER INSERT ON sesiones
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_sesiones();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_sesiones_update AFTER UPDATE ON sesiones
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_sesiones();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_sesiones_delete AFTER DELETE ON sesiones
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_sesiones();
--> statement-breakpoint
-- An enrolment written, moved or removed: the sessions of its group from its start on.
CREATE FUNCTION asistencias_resumen_por_matriculas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM asistencias_resumen_recalcular(ARRAY(
      SELECT s.id FROM sesiones s
      JOIN (SELECT grupo_id, min(desde) AS desde FROM nuevas GROUP BY grupo_id) c
        ON c.grupo_id = s.grupo_id AND s.fecha >= c.desde
      ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM asistencias_resumen_recalcular(ARRAY(
      SELECT s.id FROM sesiones s
      JOIN (SELECT grupo_id, min(desde) AS desde FROM viejas GROUP BY grupo_id) c
        ON c.grupo_id = s.grupo_id AND s.fecha >= c.desde
      ORDER BY 1));
  ELSE
    PERFORM asistencias_resumen_recalcular(ARRAY(
      SELECT s.id FROM sesiones s
      JOIN (
        SELECT grupo_id, min(desde) AS desde FROM (
          SELECT n.grupo_id, least(n.desde, v.desde) AS desde FROM nuevas n JOIN viejas v ON v.id = n.id
          WHERE (n.grupo_id, n.alumno_id, n.desde, n.hasta) IS DISTINCT FROM (v.grupo_id, v.alumno_id, v.desde, v.hasta)
          UNION ALL
          SELECT v.grupo_id, v.desde FROM nuevas n JOIN viejas v ON v.id = n.id
          WHERE (n.grupo_id, n.alumno_id) IS DISTINCT FROM (v.grupo_id, v.alumno_id)
        ) cambios GROUP BY grupo_id
      ) c ON c.grupo_id = s.grupo_id AND s.fecha >= c.desde
      ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_matriculas_insert AFTER INSERT ON matriculas
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_matriculas();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_matriculas_update AFTER UPDATE ON matriculas
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_matriculas();
--> statement-breakpoint
CREATE TRIGGER asistencias_resumen_matriculas_delete AFTER DELETE ON matriculas
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION asistencias_resumen_por_matriculas();
--> statement-breakpoint
-- The sessions that exist already.
SELECT asistencias_resumen_recalcular(ARRAY(SELECT id FROM sesiones ORDER BY 1));
