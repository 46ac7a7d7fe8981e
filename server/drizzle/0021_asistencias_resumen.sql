CREATE TABLE "asistencias_resumen" (
	"sesion_id" integer PRIMARY KEY NOT NULL,
	"esperadas" integer NOT NULL,
	"ausencias" integer NOT NULL
);
