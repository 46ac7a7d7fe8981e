import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { clavePlantillaParams, guardarPlantillaSchema, plantillaSchema } from './plantillas.schemas';

/** Admin only: the texts of the automatic messages. */
export const plantillasEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/plantillas', response: z.array(plantillaSchema) }),
  guardar: endpoint({
    method: 'PUT',
    path: '/api/plantillas/:clave',
    params: clavePlantillaParams,
    body: guardarPlantillaSchema,
    response: plantillaSchema,
  }),
  /** Back to the default text. */
  restablecer: endpoint({
    method: 'DELETE',
    path: '/api/plantillas/:clave',
    params: clavePlantillaParams,
    response: plantillaSchema,
  }),
};
