import { PeriodosPage } from '@/features/materiales/periodos-page';

export default PeriodosPage;
