-- Rows written before the outbox had states (docs/decisions/034-outbox.md): the column's default made
-- them 'pendiente', which would send old messages (with expired links) as soon as a worker starts.
-- A sent row is 'enviado'; a row that failed once (never retried before) has given up; a row stored
-- without SMTP_URL (no error, never sent) is a local one.
UPDATE "correos" SET "estado" = CASE
  WHEN "sent_at" IS NOT NULL THEN 'enviado'
  WHEN "error" IS NOT NULL THEN 'fallido'
  ELSE 'local'
END,
"intentos" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END;
