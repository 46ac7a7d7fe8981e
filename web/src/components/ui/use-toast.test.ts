import { describe, expect, it } from 'vitest';
import { reducer, type ToasterToast } from './use-toast';

const t = (id: string): ToasterToast => ({ id, title: id, open: true });

describe('toast queue (spec §9)', () => {
  it('keeps at most one toast visible: the newest', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: t('2') });
    expect(state.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('dismissing closes it before it is removed', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });
});
