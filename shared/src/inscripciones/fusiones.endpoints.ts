import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import { fusionAlumnoSchema, fusionarAlumnosSchema, resultadoFusionSchema } from './fusiones.schemas';

/** The merge tool for duplicated students (decision 040): admin merges, the office reads the history. */
export const fusionesEndpoints = {
  fusionar: endpoint({
    method: 'POST',
    path: '/api/alumnos/:id/fusionar',
    params: idParamSchema,
    body: fusionarAlumnosSchema,
    response: resultadoFusionSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/api/alumnos/:id/fusiones',
    params: idParamSchema,
    response: z.array(fusionAlumnoSchema),
  }),
};
