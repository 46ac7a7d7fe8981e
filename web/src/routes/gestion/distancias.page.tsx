import { DistanciasPage } from '@/features/distancias/distancias-page';

export default DistanciasPage;
