/**
 * The first script of every pre-rendered page: a classic, parser-blocking script in the head (the
 * build's pre-render plugin writes it there, `vite.config.ts`), so it has run before anything is
 * painted and not a tap is lost to the time main.js takes to arrive. It only starts keeping input
 * (decision 033); the app hands it over through `window.arranqueEscuela` when it takes the page over.
 */
import { empezarCaptura, entregarALaApp } from './lib/arranque/captura';

window.arranqueEscuela = { entregarALaApp };
empezarCaptura();
