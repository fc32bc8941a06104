// The './lifecycle' expose the shell mounts as a single-spa parcel, with the contracts version it was built against.
import { remote } from './remote';

export const { bootstrap, mount, unmount, update } = remote.lifecycles;
export const contractsVersion = __CONTRACTS_VERSION__;
