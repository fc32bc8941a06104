// A remote's single-spa lifecycles run as one parcel in an element, without the single-spa library: the shell mounts
// parcels only, one a slot, and needs none of single-spa's applications, routing or parcel tree, while single-spa
// itself, one minified module, shipped whole in the first load (about 5 KiB brotli, issue 15). A remote's lifecycles
// (single-spa-react's, through createRemote) read the same props as under single-spa: RemoteProps, `name` and
// `domElement`.
import type { LifecycleFn, RemoteLifecycle, RemoteProps } from '@mekong/contracts';

/** What a parcel's lifecycles receive: RemoteProps, plus its `name` and its element, `domElement`. */
export type ParcelProps = Parameters<LifecycleFn>[0];

export type ParcelStatus = 'MOUNTING' | 'MOUNTED' | 'UPDATING' | 'UNMOUNTING' | 'NOT_MOUNTED' | 'BROKEN';

export interface RemoteParcel {
  /** Settles once bootstrap and mount have run; rejects with the lifecycle's error. */
  mountPromise: Promise<void>;
  getStatus(): ParcelStatus;
  /** New props for the mounted parcel; rejects unless it is mounted and idle. */
  update(props: RemoteProps): Promise<void>;
  /** Rejects unless it is mounted and idle: the caller waits for its mount and updates first (ParcelSwap does). */
  unmount(): Promise<void>;
}

/** A lifecycle may be one function or several, run in turn (single-spa's rule). */
async function run(lifecycle: LifecycleFn | LifecycleFn[], props: ParcelProps): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
}

/** Bootstraps and mounts `lifecycle` in `domElement` under `name` (which tells parcels apart in errors and React's root). */
export function mountParcel(name: string, lifecycle: RemoteLifecycle, domElement: HTMLElement, props: RemoteProps): RemoteParcel {
  let status: ParcelStatus = 'MOUNTING';
  let current = props;
  const propsOf = (next: RemoteProps): ParcelProps => ({ ...next, name, domElement });
  // One step at a time: a step asked for in the wrong state rejects, and an error leaves the parcel broken.
  const step = async (from: ParcelStatus, during: ParcelStatus, after: ParcelStatus, work: () => Promise<void>) => {
    if (status !== from) throw new Error(`${name}: cannot go from ${status} through ${during}`);
    status = during;
    try {
      await work();
      status = after;
    } catch (error) {
      status = 'BROKEN';
      throw error;
    }
  };
  const mountPromise = step('MOUNTING', 'MOUNTING', 'MOUNTED', async () => {
    await run(lifecycle.bootstrap, propsOf(current));
    await run(lifecycle.mount, propsOf(current));
  });
  return {
    mountPromise,
    getStatus: () => status,
    update: (next) =>
      step('MOUNTED', 'UPDATING', 'MOUNTED', () => {
        current = next;
        return run(lifecycle.update, propsOf(next));
      }),
    unmount: () => step('MOUNTED', 'UNMOUNTING', 'NOT_MOUNTED', () => run(lifecycle.unmount, propsOf(current))),
  };
}
