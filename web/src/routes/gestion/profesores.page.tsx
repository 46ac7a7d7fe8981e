import { ProfesoresPage } from '@/features/profesores/profesores-page';

export default ProfesoresPage;
