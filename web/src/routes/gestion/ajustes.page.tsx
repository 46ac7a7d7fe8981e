import { AjustesPage } from '@/features/ajustes/ajustes-page';

export default AjustesPage;
