/**
 * The printable HTML catalogue of the seven courses (spec §7): one self-contained page with inline
 * styles and no scripts, built from the same course data as the public site.
 */
import { CURSOS, HORARIO_ATENCION, type Curso } from '@escuela/shared/cursos/cursos';

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const lista = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapar(i)}</li>`).join('')}</ul>`;

function seccionCurso(c: Curso, appUrl: string): string {
  const areas = c.areas
    .map((a) => `<div class="area"><h4>${escapar(a.titulo)}</h4><p>${escapar(a.descripcion)}</p></div>`)
    .join('');
  return `<section class="curso" id="${c.slug}">
  <header class="cabecera">
    <img src="${escapar(c.imagen)}" alt="${escapar(c.imagenAlt)}" width="120" height="90">
    <div>
      <p class="edades">${escapar(c.edades)}</p>
      <h2>${escapar(c.titulo)}</h2>
      <p class="subtitulo">${escapar(c.subtitulo)}</p>
    </div>
  </header>
  <p>${escapar(c.descripcionLarga)}</p>
  <div class="columnas">
    <div><h3>¿Qué aprenderán?</h3>${lista(c.aprendizajes)}</div>
    <div><h3>Materiales y tecnologías</h3>${lista(c.materiales)}</div>
  </div>
  <h3>Áreas de aprendizaje</h3>
  <div class="areas">${areas}</div>
  <p class="mas">Más información: <a href="${escapar(appUrl + c.url)}">${escapar(appUrl + c.url)}</a></p>
</section>`;
}

export function catalogoHtml(appUrl: string): string {
  const indice = CURSOS.map(
    (c) => `<li><a href="#${c.slug}">${escapar(c.titulo)}</a> <span>${escapar(c.edades)}</span></li>`,
  ).join('');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catálogo de cursos · RoboEscuela</title>
<meta name="description" content="Catálogo de los siete cursos de robótica, programación e impresión 3D de RoboEscuela, de 4 a 17 años.">
<style>
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a; line-height: 1.55; background: #f8fafc; }
  main { max-width: 860px; margin: 0 auto; padding: 32px 20px 48px; background: #fff; }
  .portada { border-bottom: 4px solid #4338ca; padding-bottom: 16px; margin-bottom: 24px; }
  .marca { color: #4338ca; font-weight: 700; letter-spacing: .02em; margin: 0; }
  h1 { font-size: 2rem; margin: 4px 0 8px; }
  h2 { font-size: 1.5rem; margin: 0; color: #312e81; }
  h3 { font-size: 1.05rem; margin: 18px 0 6px; }
  h4 { font-size: .95rem; margin: 0 0 4px; }
  .indice { columns: 2; padding-left: 20px; }
  .indice span { color: #475569; font-size: .9em; }
  .curso { border-top: 1px solid #e2e8f0; padding-top: 24px; margin-top: 28px; break-inside: auto; }
  .cabecera { display: flex; gap: 16px; align-items: center; }
  .cabecera img { border-radius: 10px; background: #eef2ff; flex: none; }
  .edades { display: inline-block; margin: 0 0 4px; padding: 2px 10px; border-radius: 999px; background: #ffedd5; color: #7c2d12; font-weight: 600; font-size: .85rem; }
  .subtitulo { margin: 2px 0 0; color: #475569; }
  .columnas { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
  .areas { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
  .area { border: 1px solid #e2e8f0; border-radius: 10px; padding: 12px; background: #f8fafc; break-inside: avoid; }
  .area p { margin: 0; font-size: .92rem; }
  ul { margin: 0; padding-left: 20px; }
  li { margin: 2px 0; }
  .mas { font-size: .9rem; color: #475569; }
  a { color: #3730a3; }
  .pie { margin-top: 36px; padding-top: 16px; border-top: 4px solid #4338ca; font-size: .95rem; }
  @media (max-width: 640px) { .columnas, .areas { grid-template-columns: 1fr; } .indice { columns: 1; } }
  @media print {
    body { background: #fff; }
    main { max-width: none; padding: 0; }
    .curso { break-before: page; border-top: 0; margin-top: 0; }
    a { color: inherit; text-decoration: none; }
  }
</style>
</head>
<body>
<main>
  <header class="portada">
    <p class="marca">RoboEscuela</p>
    <h1>Catálogo de cursos</h1>
    <p>Clases extraescolares de robótica, programación e impresión 3D en tu colegio para niños y jóvenes de 4 a 17 años, en siete cursos por edades. Grupos reducidos, proyectos prácticos y un seguimiento cercano de cada alumno, que las familias consultan en el portal de padres.</p>
    <h2 style="font-size:1.1rem;color:#0f172a;margin-top:16px">Índice</h2>
    <ol class="indice">${indice}</ol>
  </header>
  ${CURSOS.map((c) => seccionCurso(c, appUrl)).join('\n  ')}
  <footer class="pie">
    <p><strong>Horario de atención:</strong> ${HORARIO_ATENCION.dias} ${HORARIO_ATENCION.horas}. ${HORARIO_ATENCION.finDeSemana}.</p>
    <p>Para inscripciones y dudas, escríbenos desde el formulario de contacto: <a href="${escapar(appUrl)}/?tab=contacto">${escapar(appUrl)}/?tab=contacto</a></p>
  </footer>
</main>
</body>
</html>
`;
}
