import { UsuariosPage } from '@/features/usuarios/usuarios-page';

export default UsuariosPage;
