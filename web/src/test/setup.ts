import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/components/ui/use-toast';

afterEach(() => {
  cleanup();
  // The toast store is module state: no toast of one test may show in the next.
  toast({ title: '' }).dismiss();
});
