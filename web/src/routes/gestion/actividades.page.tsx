import { ActividadesPage } from '@/features/actividades/actividades-page';

export default ActividadesPage;
