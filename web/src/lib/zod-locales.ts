/**
 * What the client bundle gets for zod's `locales` (see `zodSoloEspanol` in vite.config.ts): Spanish, the
 * one the app uses (`usarMensajesZodEnEspanol`), and English, zod's default. The server keeps zod's own.
 */
export { default as es } from 'zod/v4/locales/es.js';
export { default as en } from 'zod/v4/locales/en.js';
