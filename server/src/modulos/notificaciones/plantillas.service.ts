import {
  CLAVES_PLANTILLA,
  mensajesPlantilla,
  PLANTILLAS,
  variablesDesconocidas,
  type ClavePlantilla,
  type GuardarPlantilla,
  type Plantilla,
} from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deletePlantilla, textosDePlantillas, upsertPlantilla } from './plantillas.repository';

function aPlantilla(clave: ClavePlantilla, texto: { asunto: string; texto: string; personalizada: boolean }) {
  const d = PLANTILLAS[clave];
  return {
    clave,
    nombre: d.nombre,
    descripcion: d.descripcion,
    variables: d.variables,
    asunto: texto.asunto,
    texto: texto.texto,
    porDefecto: { asunto: d.asunto, texto: d.texto },
    personalizada: texto.personalizada,
  } satisfies Plantilla;
}

export async function listarPlantillas(db: DbOrTx): Promise<Plantilla[]> {
  const textos = await textosDePlantillas(db, CLAVES_PLANTILLA);
  return CLAVES_PLANTILLA.map((clave) => aPlantilla(clave, textos[clave]));
}

async function plantilla(db: DbOrTx, clave: ClavePlantilla) {
  return aPlantilla(clave, (await textosDePlantillas(db, [clave]))[clave]);
}

/** A template may use only its own variables: a typo would reach families as '{alumo}'. */
export async function guardarPlantilla(
  db: DbOrTx,
  clave: ClavePlantilla,
  datos: GuardarPlantilla,
  usuarioId: number,
): Promise<Plantilla> {
  const permitidas = PLANTILLAS[clave].variables.map((v) => v.nombre);
  for (const campo of ['asunto', 'texto'] as const) {
    const malas = variablesDesconocidas(datos[campo], clave);
    if (malas.length > 0) {
      throw new AppError('bad_request', mensajesPlantilla.variableDesconocida(malas, permitidas), {
        field: campo,
      });
    }
  }
  await upsertPlantilla(db, clave, datos, usuarioId);
  return plantilla(db, clave);
}

export async function restablecerPlantilla(db: DbOrTx, clave: ClavePlantilla): Promise<Plantilla> {
  await deletePlantilla(db, clave);
  return plantilla(db, clave);
}
