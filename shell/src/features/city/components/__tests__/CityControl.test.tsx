import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chosenCity, CITY_STORAGE_KEY, eventBus, setCity } from '@reeltime/shared-lib';
import { apiUrl } from '@reeltime/shared-lib/testing';
import { renderApp } from '../../../../testing/renderApp';
import { server } from '../../../../testing/server';

const CITIES = [
  { name: 'Bengaluru', cinemas: 3, movies: 12, shows: 400 },
  { name: 'Chennai', cinemas: 2, movies: 1, shows: 250 },
  { name: 'Mumbai', cinemas: 3, movies: 14, shows: 420 },
];

function citiesAnswered(): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get(apiUrl('/cities'), () => {
      calls += 1;
      return HttpResponse.json(CITIES);
    }),
  );
  return { calls: () => calls };
}

const header = () => within(screen.getByRole('banner'));
/** The picker is its own chunk and asks the API: allow a loaded machine its time. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  act(() => setCity(null));
  window.localStorage.removeItem('reeltime.city-suggested');
  jest.restoreAllMocks();
});

describe('the header’s city', () => {
  it('picks a city from the cities with shows (films and cinemas counted), remembers it, and can go back to every city', async () => {
    citiesAnswered();
    const { user } = renderApp('/movies');
    const button = header().getByRole('button', { name: 'All cities: change city' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' }, LOADED);
    const options = await within(dialog).findAllByRole('button', { name: /films?|Every cinema/ }, LOADED);
    expect(options.map((option) => option.textContent)).toEqual([
      'Bengaluru12 films · 3 cinemas',
      'Chennai1 film · 2 cinemas',
      'Mumbai14 films · 3 cinemas',
      'All citiesEvery cinema',
    ]);
    expect(within(dialog).getByRole('button', { name: /All cities/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(dialog).getByRole('button', { name: /^Chennai/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Chennai: change city' })).toHaveFocus();
    expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBe('Chennai');

    await user.click(header().getByRole('button', { name: 'Chennai: change city' }));
    const again = await screen.findByRole('dialog', { name: 'Choose your city' }, LOADED);
    await waitFor(() => expect(within(again).getByRole('button', { name: /^Chennai/ })).toHaveFocus(), LOADED);
    await user.click(within(again).getByRole('button', { name: /All cities/ }));
    expect(chosenCity()).toBeNull();
  });

  it('is used with the keyboard: Escape closes the picker and focus returns to the button; Tab stays inside', async () => {
    citiesAnswered();
    const { user } = renderApp('/');
    const button = header().getByRole('button', { name: 'All cities: change city' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' }, LOADED);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /All cities/ })).toHaveFocus(), LOADED);
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('suggests the city of a browser in Tamil with a chip, without asking; "change" opens the picker', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en-GB']);
    citiesAnswered();
    const { user } = renderApp('/');

    const chip = (await screen.findByText(/Showing Chennai/, undefined, LOADED)).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(chip).toHaveTextContent('Showing Chennai — change');
    expect(chosenCity()).toBe('Chennai');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(chip).getByRole('button', { name: 'change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' }, LOADED);
    expect(screen.queryByText(/Showing Chennai/)).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /All cities/ }, LOADED));
    expect(chosenCity()).toBeNull();
  });

  it('suggests a city once per device: after choosing every city, the next visit is not offered one', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN']);
    window.localStorage.setItem('reeltime.city-suggested', '1');
    const cities = citiesAnswered();
    renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(cities.calls()).toBe(0);
    expect(chosenCity()).toBeNull();
  });

  it('suggests nothing to a browser from abroad and asks the API nothing until the picker opens', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const cities = citiesAnswered();
    renderApp('/');
    await screen.findByRole('heading', { name: 'catalog/HomePage' });
    expect(cities.calls()).toBe(0);
    expect(chosenCity()).toBeNull();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('opens when another part of the site asks for a city', async () => {
    citiesAnswered();
    renderApp('/movies');
    act(() => eventBus.emit({ type: 'city:choose' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your city' }, LOADED)).toBeInTheDocument();
  });
});
