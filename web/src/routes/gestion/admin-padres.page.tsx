import { AdminPadresPage } from '@/features/admin-padres/admin-padres-page';

export default AdminPadresPage;
