/**
 * A file upload with progress, over the shared endpoint contract (fetch reports no upload progress, so
 * this uses XMLHttpRequest). `alSubir` receives 0–100 while the file goes up; after 100 the server is
 * processing. A non-OK answer rejects with the same `ApiError` as `api()`.
 */
import type { Endpoint, EndpointResponse } from '@escuela/shared';
import { ApiError, buildUrl } from '@/lib/api';

export function subirArchivo<E extends Endpoint>(
  endpoint: E,
  archivo: File,
  alSubir: (porcentaje: number) => void,
  campo = 'file',
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, buildUrl(endpoint));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) alSubir(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = () => alSubir(100);
    xhr.onload = () => {
      let cuerpo: unknown;
      try {
        cuerpo = JSON.parse(xhr.responseText);
      } catch {
        cuerpo = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(cuerpo as EndpointResponse<E>);
      else {
        const texto =
          xhr.status >= 500 ? `${xhr.status} ${xhr.statusText}` : `${xhr.status} ${xhr.responseText}`;
        reject(new ApiError(xhr.status, texto, cuerpo as never));
      }
    };
    xhr.onerror = () => reject(new Error('Error de red'));
    const datos = new FormData();
    datos.append(campo, archivo);
    xhr.send(datos);
  });
}
