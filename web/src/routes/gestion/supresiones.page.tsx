import { SupresionesPage } from '@/features/derechos/supresiones-page';

export default SupresionesPage;
