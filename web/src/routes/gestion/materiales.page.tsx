import { MaterialesPage } from '@/features/materiales/materiales-page';

export default MaterialesPage;
