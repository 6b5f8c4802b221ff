import { act, render } from '@testing-library/react';
import { useDeferredAnswer } from '../useDeferredAnswer';

type State = { status: 'loading'; retry: () => void } | { status: 'ready'; film: { title: string }; retry: () => void };

const retry = () => undefined;

/** Every status the page would draw, render after render, for the answers it is given. */
function drawnStatuses() {
  const drawn: string[] = [];
  function Page({ latest }: { latest: State }) {
    const answer = useDeferredAnswer(latest, latest.status === 'ready' ? latest.film : undefined);
    drawn.push(answer.status === 'ready' ? `ready: ${answer.film.title}` : answer.status);
    return null;
  }
  return { drawn, Page };
}

describe('useDeferredAnswer', () => {
  it('keeps the page loading for one more render when its record arrives, then draws it in a deferred render', async () => {
    const { drawn, Page } = drawnStatuses();
    const { rerender } = render(<Page latest={{ status: 'loading', retry }} />);
    await act(async () => rerender(<Page latest={{ status: 'ready', film: { title: 'Dune' }, retry }} />));
    expect(drawn).toEqual(['loading', 'loading', 'ready: Dune']);
  });

  it('draws a record already there when the page mounts at once', () => {
    const { drawn, Page } = drawnStatuses();
    render(<Page latest={{ status: 'ready', film: { title: 'Dune' }, retry }} />);
    expect(drawn).toEqual(['ready: Dune']);
  });

  it('answers loading with the retry of the answer it holds back', () => {
    let answer: ReturnType<typeof useDeferredAnswer<State>> | undefined;
    const latestRetry = jest.fn();
    function Page({ latest }: { latest: State }) {
      const current = useDeferredAnswer(latest, latest.status === 'ready' ? latest.film : undefined);
      if (current.status === 'loading' && latest.status === 'ready') answer = current;
      return null;
    }
    const { rerender } = render(<Page latest={{ status: 'loading', retry }} />);
    act(() => rerender(<Page latest={{ status: 'ready', film: { title: 'Dune' }, retry: latestRetry }} />));
    answer?.retry();
    expect(latestRetry).toHaveBeenCalled();
  });
});
