import { act, render, screen } from '@testing-library/react';
import { CITY_STORAGE_KEY, chosenCity, setCity, useCity } from '../cityStore';

function CityName() {
  return <p>{useCity() ?? 'No city'}</p>;
}

afterEach(() => act(() => setCity(null)));

test('a chosen city is remembered on the device and shown by every reader', () => {
  render(<CityName />);
  expect(screen.getByText('No city')).toBeInTheDocument();
  act(() => setCity('  Chennai '));
  expect(screen.getByText('Chennai')).toBeInTheDocument();
  expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBe('Chennai');
  expect(chosenCity()).toBe('Chennai');
});

test('a city chosen in another tab reaches this one', () => {
  render(<CityName />);
  act(() => {
    window.localStorage.setItem(CITY_STORAGE_KEY, 'Kochi');
    window.dispatchEvent(new StorageEvent('storage', { key: CITY_STORAGE_KEY }));
  });
  expect(screen.getByText('Kochi')).toBeInTheDocument();
});

test('forgetting the city clears it from the device', () => {
  act(() => setCity('Pune'));
  act(() => setCity(null));
  expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();
  expect(chosenCity()).toBeNull();
});
