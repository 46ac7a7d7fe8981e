import { AjustesCobrosPage } from '@/features/cobros/ajustes-cobros-page';

export default AjustesCobrosPage;
