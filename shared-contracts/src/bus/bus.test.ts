// The typed bus: subscribers get only the events they asked for, with their payloads.
import { createBus } from './bus';

describe('createBus', () => {
  it('delivers an event only to subscribers of its name', () => {
    const bus = createBus();
    const language: string[] = [];
    const covers: boolean[] = [];
    const a = bus.on('language/changed').subscribe(({ language: lng }) => language.push(lng));
    const b = bus.on('loading/cover').subscribe(({ visible }) => covers.push(visible));

    bus.emit('language/changed', { language: 'EN' });
    bus.emit('loading/cover', { visible: true });
    bus.emit('balance/refresh', {});
    bus.emit('language/changed', { language: 'LO' });

    expect(language).toEqual(['EN', 'LO']);
    expect(covers).toEqual([true]);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('delivers nothing emitted before subscribing or after unsubscribing', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.emit('member-centre/open', { page: 'withdraw' });
    const subscription = bus.on('member-centre/open').subscribe(({ page }) => seen.push(page));
    bus.emit('member-centre/open', { page: 'securityCenter' });
    subscription.unsubscribe();
    bus.emit('member-centre/open', { page: 'referral' });
    expect(seen).toEqual(['securityCenter']);
  });

  it('shows every message, in order, on messages$', () => {
    const bus = createBus();
    const types: string[] = [];
    const subscription = bus.messages$.subscribe((m) => types.push(m.type));
    bus.emit('auth/open-login', {});
    bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'info' });
    subscription.unsubscribe();
    expect(types).toEqual(['auth/open-login', 'dialog/show']);
  });

  it('keeps separate buses apart', () => {
    const one = createBus();
    const two = createBus();
    const seen = jest.fn();
    const subscription = two.on('balance/refresh').subscribe(seen);
    one.emit('balance/refresh', {});
    expect(seen).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
