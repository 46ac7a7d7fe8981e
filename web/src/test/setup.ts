import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@/components/ui/use-toast';

afterEach(() => {
  cleanup();
  // The toast store is module state: no toast of one test may show in the next.
  toast({ title: '' }).dismiss();
});

// What jsdom lacks and Radix primitives call (it has no layout, so there is nothing to observe or scroll).
if (typeof Element !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function () {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= function () {};
}
