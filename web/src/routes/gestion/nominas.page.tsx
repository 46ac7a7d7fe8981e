import { NominasPage } from '@/features/nominas/nominas-page';

export default NominasPage;
