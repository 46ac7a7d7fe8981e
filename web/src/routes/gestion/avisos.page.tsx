import { AvisosPage } from '@/features/avisos/avisos-page';

export default AvisosPage;
