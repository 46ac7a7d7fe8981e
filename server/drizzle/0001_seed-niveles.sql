-- Seed the eight teacher levels, in order ("within 2 levels" compares orden).
INSERT INTO "niveles" ("nombre", "orden") VALUES
	('Preescholers I', 1),
	('Preescholers II', 2),
	('Kids I', 3),
	('Kids II', 4),
	('Kids III', 5),
	('Junior I', 6),
	('Junior II', 7),
	('Junior III', 8);
