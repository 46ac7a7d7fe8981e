-- Sign-in sessions are "logins" (decision 056): "sesiones" names class sessions only. A rename keeps every
-- open login (rows, identity sequence, constraints and indexes), so nobody is signed out by the migration.
ALTER TABLE "sesiones_auth" RENAME TO "logins";--> statement-breakpoint
ALTER SEQUENCE "sesiones_auth_id_seq" RENAME TO "logins_id_seq";--> statement-breakpoint
ALTER TABLE "logins" RENAME CONSTRAINT "sesiones_auth_pkey" TO "logins_pkey";--> statement-breakpoint
ALTER TABLE "logins" RENAME CONSTRAINT "sesiones_auth_token_hash_unique" TO "logins_token_hash_unique";--> statement-breakpoint
ALTER TABLE "logins" RENAME CONSTRAINT "sesiones_auth_usuario_id_usuarios_id_fk" TO "logins_usuario_id_usuarios_id_fk";--> statement-breakpoint
ALTER INDEX "sesiones_auth_usuario_id_idx" RENAME TO "logins_usuario_id_idx";--> statement-breakpoint
ALTER INDEX "sesiones_auth_expires_at_idx" RENAME TO "logins_expires_at_idx";
