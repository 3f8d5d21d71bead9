import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-limits';
import { createToastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows SPEC §9: one at a time, 5000 ms, removed 1,000,000 ms after dismissal', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
  });

  it('shows only the newest toast when a second one is raised', () => {
    const store = createToastStore();
    store.toast({ title: 'Success!' });
    store.toast({ title: 'Error', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => [t.title, t.open])).toEqual([['Error', true]]);
  });

  it('closes a toast after 5000 ms and drops it 1,000,000 ms later', () => {
    const store = createToastStore();
    store.toast({ title: 'Payment Successful' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()[0].open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()[0].open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a per-toast duration and a manual dismissal', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Copied', duration: 1000 });
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot()[0].open).toBe(false);

    const sticky = store.toast({ title: 'Unauthorized Access', duration: Infinity });
    jest.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(store.getSnapshot()[0]).toMatchObject({ id: sticky.id, open: true });
    sticky.dismiss();
    expect(store.getSnapshot()[0].open).toBe(false);
    expect(handle.id).not.toBe(sticky.id);
  });

  it('keeps a toast open while it is paused and restarts its timer on resume', () => {
    const store = createToastStore();
    const { id } = store.toast({ title: 'Success!' });
    jest.advanceTimersByTime(4000);
    store.pause(id);
    jest.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(store.getSnapshot()[0].open).toBe(true);
    store.resume(id);
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot()[0].open).toBe(false);
  });

  it('tells subscribers about every change and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const { dismiss } = store.toast({ title: 'Hello' });
    dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
