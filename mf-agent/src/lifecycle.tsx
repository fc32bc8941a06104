// The './lifecycle' expose the shell mounts as a parcel (single-spa's lifecycle shape), with the contracts version it was built against.
import { remote } from './remote';

export const { bootstrap, mount, unmount, update } = remote.lifecycles;
export const contractsVersion = __CONTRACTS_VERSION__;
