/**
 * Two entries behind one script: the pre-rendered public pages hydrate with the light public entry
 * (under the 100 KB budget of DESIGN.md §8); every other path starts the app with its router.
 */
import { esRutaPublica } from '@escuela/shared/common/rutas-cliente';
import './index.css';

if (esRutaPublica(window.location.pathname)) {
  void import('./app/entry-publico').then((m) => m.iniciarPublico());
} else {
  void import('./app/entry-app').then((m) => m.iniciarApp());
}
