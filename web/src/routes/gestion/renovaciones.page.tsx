import { RenovacionesPage } from '@/features/renovaciones/renovaciones-page';

export default RenovacionesPage;
