// The typed RxJS event bus: the only channel between the shell and remotes besides props.
import { Subject, filter, map, type Observable } from 'rxjs';
import type { BusEventName, BusEvents, BusMessage } from './events';

export interface Bus {
  emit<N extends BusEventName>(type: N, payload: BusEvents[N]): void;
  on<N extends BusEventName>(type: N): Observable<BusEvents[N]>;
  readonly messages$: Observable<BusMessage>;
}

export function createBus(): Bus {
  const subject = new Subject<BusMessage>();
  return {
    emit(type, payload) {
      subject.next({ type, payload } as BusMessage);
    },
    on<N extends BusEventName>(type: N) {
      return subject.pipe(
        filter((m): m is BusMessage<N> => m.type === type),
        map((m) => m.payload),
      );
    },
    messages$: subject.asObservable(),
  };
}
