-- Decision 031: a teacher is linked to the `profesor` account with the same e-mail when either is
-- written, never while a scope is read. Link the pairs that earlier code left to be linked on a read:
-- an unlinked teacher and an unlinked `profesor` user with the same (lower-cased, unique) e-mail.
UPDATE "profesores" SET "usuario_id" = "u"."id"
FROM "usuarios" "u"
WHERE "profesores"."usuario_id" IS NULL
  AND "u"."email" = "profesores"."email"
  AND "u"."rol" = 'profesor'
  AND NOT EXISTS (SELECT 1 FROM "profesores" "p2" WHERE "p2"."usuario_id" = "u"."id");
