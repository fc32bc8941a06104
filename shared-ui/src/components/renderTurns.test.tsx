// Render turns: parts asked for together render one at a time, in document order whatever order they asked in, each
// after the one before has committed; nothing waits where nothing can be deferred.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { RenderInTurn, useRenderTurn, useTurnSteps } from './renderTurns';

beforeEach(() => {
  // Stands for a browser that can defer (useRenderTurn queues only there).
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: class {} });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

/** Records the order in which the parts committed their content. */
const committed: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => {
    committed.push(name);
  }, [name]);
  return <p>{name}</p>;
}

/** A part that asks for its turn only once `wanted` (as a list does when it comes near). */
function Late({ name, wanted }: { name: string; wanted: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const granted = useRenderTurn(ref, wanted);
  return <div ref={ref}>{granted ? <Part name={name} /> : null}</div>;
}

beforeEach(() => {
  committed.length = 0;
});

it('renders nothing at first, then every part, one per turn, top to bottom', async () => {
  render(
    <>
      <RenderInTurn>
        <Part name="first" />
      </RenderInTurn>
      <RenderInTurn>
        <Part name="second" />
      </RenderInTurn>
      <RenderInTurn>
        <Part name="third" />
      </RenderInTurn>
    </>,
  );
  expect(screen.queryByText('first')).toBeNull();
  await waitFor(() => expect(committed).toEqual(['first']));
  await waitFor(() => expect(committed).toEqual(['first', 'second', 'third']));
  expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['first', 'second', 'third']);
});

it('goes by the place in the page, not by the order of asking', async () => {
  function Page({ topWanted }: { topWanted: boolean }) {
    return (
      <>
        <Late name="top" wanted={topWanted} />
        <Late name="bottom" wanted />
      </>
    );
  }
  // The lower part asks first; the upper one asks a render later, before either's turn has come.
  const { rerender } = render(<Page topWanted={false} />);
  rerender(<Page topWanted />);
  await waitFor(() => expect(committed).toEqual(['top', 'bottom']));
});

it("takes a part's later steps only after every part's first", async () => {
  /** A part in `steps` steps (as a long list is), recording each step as it commits. */
  function Stepped({ name, steps }: { name: string; steps: number }) {
    const ref = useRef<HTMLDivElement>(null);
    const done = useTurnSteps(ref, steps);
    return <div ref={ref}>{done > 0 && <Part name={`${name} ${done}`} />}</div>;
  }
  render(
    <>
      <Stepped name="top" steps={3} />
      <Stepped name="bottom" steps={1} />
    </>,
  );
  await waitFor(() => expect(committed).toEqual(['top 1', 'bottom 1', 'top 2', 'top 3']));
});

it('lets the next part go when a waiting or rendering part leaves the page', async () => {
  function Page({ withMiddle }: { withMiddle: boolean }) {
    return (
      <>
        {withMiddle && (
          <RenderInTurn>
            <Part name="middle" />
          </RenderInTurn>
        )}
        <RenderInTurn>
          <Part name="last" />
        </RenderInTurn>
      </>
    );
  }
  const { rerender } = render(<Page withMiddle />);
  act(() => rerender(<Page withMiddle={false} />));
  await waitFor(() => expect(committed).toEqual(['last']));
});

it('renders at once where nothing can be deferred', () => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
  render(
    <RenderInTurn>
      <Part name="only" />
    </RenderInTurn>,
  );
  expect(screen.getByText('only')).toBeTruthy();
});
