import { RegistroAccesosPage } from '@/features/derechos/registro-accesos-page';

export default RegistroAccesosPage;
