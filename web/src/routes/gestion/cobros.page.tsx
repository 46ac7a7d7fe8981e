import { CobrosPage } from '@/features/cobros/cobros-page';

export default CobrosPage;
