import { ColegiosPage } from '@/features/colegios/colegios-page';

export default ColegiosPage;
