import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { NavLink, ShellRouter, useLocation, useMatchedPath, useNavigate, type ShellLocation } from './router';

const seen: ShellLocation[] = [];
const navigation: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };
const go: ReturnType<typeof useNavigate> = (to, options) => navigation.navigate(to, options);

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigation.navigate = navigate;
  }, [navigate]);
  if (seen.at(-1) !== location) seen.push(location);
  const matched = useMatchedPath(['/', '/rng', '/promotions']);
  return <output aria-label="matched">{matched ?? 'none'}</output>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  seen.length = 0;
  return render(
    <ShellRouter>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/promotions?id=7">Promotion 7</NavLink>
        <NavLink to="/rng">Slots</NavLink>
      </nav>
      <Probe />
    </ShellRouter>,
  );
}

describe('the shell router', () => {
  it('reads pathname, search and hash, and matches the table case-insensitively with a trailing slash', () => {
    renderAt('/RNG/?vendor=PG#top');
    expect(seen.at(-1)).toMatchObject({ pathname: '/RNG/', search: '?vendor=PG', hash: '#top', state: null });
    expect(screen.getByRole('status', { name: 'matched' }).textContent).toBe('/rng');
    act(() => go('/nowhere'));
    expect(screen.getByRole('status', { name: 'matched' }).textContent).toBe('none');
  });

  it('marks the current page link, ignoring the query of its target', () => {
    renderAt('/promotions');
    expect(screen.getByRole('link', { name: 'Promotion 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(seen.at(-1)?.pathname).toBe('/rng');
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Promotion 7' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives every navigation a new key and carries its state; back brings the entry and its key again', async () => {
    renderAt('/');
    act(() => go('/rng', { state: { entrance: 'agent' } }));
    const rng = seen.at(-1)!;
    expect(rng).toMatchObject({ pathname: '/rng', state: { entrance: 'agent' } });
    act(() => go('/rng?page=2'));
    const second = seen.at(-1)!;
    expect(second.key).not.toBe(rng.key);
    expect(second.state).toBeNull();
    act(() => go('/rng?page=3', { replace: true }));
    expect(seen.at(-1)!.key).not.toBe(second.key);
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(seen.at(-1)).toMatchObject({ pathname: '/rng', key: rng.key, state: { entrance: 'agent' } });
  });
});
