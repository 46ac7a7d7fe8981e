-- The school's settings are one row (decision 029): it exists from the start, with every default.
INSERT INTO "ajustes_escuela" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
