// Each transition of a slot's parcel replacement, through real parcels (./parcel): first mount, props updates, a
// swap, a swap during a swap (while the middle version loads, or while it mounts), failed loads and mounts, the end.
import type { RemoteLifecycle, RemoteProps } from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError } from './errors';
import type { ParcelProps } from './parcel';
import { ParcelSwap, type SlotView } from './parcelSwap';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the parcels' promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const propsAt = (path: string) => ({ route: { path, query: {}, hash: '', page: null } }) as unknown as RemoteProps;
/** The slot passes the same props object until the route changes (useRemoteProps memoizes it). */
const HOME = propsAt('/');
const SLOTS = propsAt('/rng');

/** A remote version that writes `label at <path>` into its element; the gates hold its mount or updates until resolved. */
function version(label: string, mountGate: Promise<void> = Promise.resolve(), updateGate: Promise<void> = Promise.resolve()) {
  const write = (props: ParcelProps) => {
    (props.domElement as HTMLElement).textContent = `${label} at ${props.route.path}`;
  };
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: ParcelProps) => {
      await mountGate;
      write(props);
    }),
    update: jest.fn(async (props: ParcelProps) => {
      await updateGate;
      write(props);
    }),
    unmount: jest.fn(async (props: ParcelProps) => {
      (props.domElement as HTMLElement).textContent = '';
    }),
    contractsVersion: '1.0.0',
  } satisfies RemoteLifecycle;
}

/** A swap over a fresh host whose loads are answered one by one by the test. */
function setup() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const loads: Deferred<RemoteLifecycle>[] = [];
  const views: SlotView[] = [];
  const report = jest.fn();
  const swap = new ParcelSwap({
    name: 'mf_lobby',
    load: () => {
      const load = deferred<RemoteLifecycle>();
      loads.push(load);
      return load.promise;
    },
    onView: (view) => views.push(view),
    report,
  });
  swap.attach(host);
  const elements = () => [...host.children] as HTMLElement[];
  const visibleText = () =>
    elements()
      .filter((element) => !element.hidden)
      .map((element) => element.textContent);
  const lastView = () => views.at(-1);
  return { host, swap, loads, views, report, elements, visibleText, lastView };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parcel swap', () => {
  it('shows the spinner, then mounts the first version in an element of its own with the props', async () => {
    const { swap, loads, elements, visibleText, lastView } = setup();
    const first = version('v1');
    swap.show(1, HOME);
    expect(lastView()).toEqual({ kind: 'loading' });
    expect(elements()).toHaveLength(1);

    loads[0]?.resolve(first);
    await settle();
    expect(lastView()).toEqual({ kind: 'mounted' });
    expect(visibleText()).toEqual(['v1 at /']);
    expect(first.mount).toHaveBeenCalledWith(expect.objectContaining({ route: HOME.route, domElement: elements()[0] }));
  });

  it('passes new props of the same generation to the mounted parcel instead of remounting', async () => {
    const { swap, loads, visibleText } = setup();
    const first = version('v1');
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();

    swap.show(1, SLOTS);
    await settle();
    expect(visibleText()).toEqual(['v1 at /rng']);
    expect(first.mount).toHaveBeenCalledTimes(1);
    expect(first.update).toHaveBeenCalledTimes(1);
    expect(loads).toHaveLength(1);
  });

  it('updates a version to the props that came while it was mounting', async () => {
    const { swap, loads, visibleText } = setup();
    const gate = deferred<void>();
    const first = version('v1', gate.promise);
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();
    swap.show(1, SLOTS);
    expect(first.update).not.toHaveBeenCalled();

    gate.resolve();
    await settle();
    expect(visibleText()).toEqual(['v1 at /rng']);
    expect(first.update).toHaveBeenCalledTimes(1);
  });

  it('swap: keeps the version on screen, without a spinner, until the next has mounted, then unmounts it', async () => {
    const { swap, loads, views, elements, visibleText, lastView } = setup();
    const [first, second] = [version('v1'), version('v2')];
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();
    const viewsBefore = views.length;

    swap.show(2, HOME);
    expect(views).toHaveLength(viewsBefore);
    expect(elements()).toHaveLength(2);
    expect(visibleText()).toEqual(['v1 at /']);

    loads[1]?.resolve(second);
    await settle();
    expect(lastView()).toEqual({ kind: 'mounted' });
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(elements()).toHaveLength(1);
    expect(visibleText()).toEqual(['v2 at /']);
  });

  it('a swap during a swap: the version still loading is never mounted, and both older ones go once the newest shows', async () => {
    const { swap, loads, elements, visibleText } = setup();
    const [first, second, third] = [version('v1'), version('v2'), version('v3')];
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();

    swap.show(2, HOME);
    swap.show(3, HOME);
    expect(visibleText()).toEqual(['v1 at /']);

    loads[2]?.resolve(third);
    await settle();
    // The middle version's load answers last: it is not mounted over its successor.
    loads[1]?.resolve(second);
    await settle();
    expect(second.mount).not.toHaveBeenCalled();
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(elements()).toHaveLength(1);
    expect(visibleText()).toEqual(['v3 at /']);
  });

  it('a swap during a swap: a version caught mounting is unmounted once it is done, never shown', async () => {
    const { swap, loads, elements, visibleText, lastView } = setup();
    const gate = deferred<void>();
    const [first, second, third] = [version('v1'), version('v2', gate.promise), version('v3')];
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();
    swap.show(2, HOME);
    loads[1]?.resolve(second);
    await settle();
    expect(second.mount).toHaveBeenCalledTimes(1);

    swap.show(3, HOME);
    loads[2]?.resolve(third);
    await settle();
    expect(visibleText()).toEqual(['v3 at /']);
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(second.unmount).not.toHaveBeenCalled();

    gate.resolve();
    await settle();
    expect(second.unmount).toHaveBeenCalledTimes(1);
    expect(elements()).toHaveLength(1);
    expect(visibleText()).toEqual(['v3 at /']);
    expect(lastView()).toEqual({ kind: 'mounted' });
  });

  it('a swap while the version on screen is updating unmounts it once the update is done', async () => {
    const { swap, loads, elements, visibleText } = setup();
    const gate = deferred<void>();
    const [first, second] = [version('v1', Promise.resolve(), gate.promise), version('v2')];
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();

    swap.show(2, SLOTS);
    loads[1]?.resolve(second);
    await settle();
    expect(first.update).toHaveBeenCalledTimes(1);
    expect(visibleText()).toEqual(['v2 at /rng']);
    expect(first.unmount).not.toHaveBeenCalled();

    gate.resolve();
    await settle();
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(elements()).toHaveLength(1);
  });

  it('a failed first load shows the failure; the next generation shows the spinner again and mounts', async () => {
    const { swap, loads, visibleText, lastView } = setup();
    swap.show(1, HOME);
    loads[0]?.reject(new RemoteLoadError(REMOTE_ERROR_CODES.unreachable, 'mf_lobby', 'down'));
    await settle();
    expect(lastView()).toEqual({ kind: 'failed', error: expect.objectContaining({ code: REMOTE_ERROR_CODES.unreachable }) });

    swap.show(2, HOME);
    expect(lastView()).toEqual({ kind: 'loading' });
    loads[1]?.resolve(version('v2'));
    await settle();
    expect(lastView()).toEqual({ kind: 'mounted' });
    expect(visibleText()).toEqual(['v2 at /']);
  });

  it('a failed load during a swap replaces the version on screen with the failure', async () => {
    const { swap, loads, elements, lastView } = setup();
    const first = version('v1');
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();

    swap.show(2, HOME);
    loads[1]?.reject(new RemoteLoadError(REMOTE_ERROR_CODES.maintenance, 'mf_lobby', 'maintenance'));
    await settle();
    expect(lastView()).toEqual({ kind: 'failed', error: expect.objectContaining({ code: REMOTE_ERROR_CODES.maintenance }) });
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(elements()).toHaveLength(1);
    expect(elements()[0]?.textContent).toBe('');
  });

  it('a failed mount is reported and shown; a superseded version’s failure changes nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { swap, loads, report, visibleText, lastView } = setup();
    const broken = version('broken', Promise.reject(new Error('boom')));
    swap.show(1, HOME);
    loads[0]?.resolve(broken);
    await settle();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: REMOTE_ERROR_CODES.mountFailed, remote: 'mf_lobby' }));
    expect(lastView()).toEqual({ kind: 'failed', error: expect.objectContaining({ code: REMOTE_ERROR_CODES.mountFailed }) });

    const gate = deferred<void>();
    swap.show(2, HOME);
    loads[1]?.resolve(version('late', gate.promise));
    await settle();
    swap.show(3, HOME);
    loads[2]?.resolve(version('v3'));
    await settle();
    gate.reject(new Error('late failure'));
    await settle();
    expect(lastView()).toEqual({ kind: 'mounted' });
    expect(visibleText()).toEqual(['v3 at /']);
  });

  it('dispose unmounts the version on screen and one still mounting (once mounted), and removes their elements', async () => {
    const { swap, loads, host } = setup();
    const gate = deferred<void>();
    const [first, second] = [version('v1'), version('v2', gate.promise)];
    swap.show(1, HOME);
    loads[0]?.resolve(first);
    await settle();
    swap.show(2, HOME);
    loads[1]?.resolve(second);
    await settle();

    swap.dispose();
    await settle();
    expect(first.unmount).toHaveBeenCalledTimes(1);
    expect(second.unmount).not.toHaveBeenCalled();
    gate.resolve();
    await settle();
    expect(second.unmount).toHaveBeenCalledTimes(1);
    expect(host.children).toHaveLength(0);
  });

  it('starts over after dispose when attached again (React StrictMode’s second mount), and waits for a host', async () => {
    const { swap, loads, host, visibleText, lastView } = setup();
    swap.show(1, HOME);
    swap.dispose();
    loads[0]?.resolve(version('never'));
    await settle();
    expect(host.children).toHaveLength(0);

    swap.show(1, HOME);
    expect(loads).toHaveLength(1);
    swap.attach(host);
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(version('v1'));
    await settle();
    expect(lastView()).toEqual({ kind: 'mounted' });
    expect(visibleText()).toEqual(['v1 at /']);
  });
});
