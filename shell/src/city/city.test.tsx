/** The city choice: restore from the cookie, fall back to the default city, search, pick, and the footer data. */
import '../auth/test-polyfills';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { city$ } from '@quiz/bus';
import type { City } from '@quiz/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../layout/Footer';
import { CityModal } from './CityModal';
import {
  chooseCity,
  cities$,
  common$,
  filterCities,
  initCity,
  isCachedCity,
  readCityCookie,
} from './city-store';

const rub = { code: 'RUB', symbol: '₽' };
const CITIES: City[] = [
  { id: 1, title: 'Москва', subdomain: 'msk', currency: rub, timezone: 'Europe/Moscow' },
  { id: 2, title: 'Санкт-Петербург', subdomain: 'spb', currency: rub, timezone: 'Europe/Moscow' },
  {
    id: 3,
    title: 'Минск',
    subdomain: 'minsk',
    currency: { code: 'BYN', symbol: 'Br' },
    timezone: 'Europe/Minsk',
  },
  { id: 4, title: 'Орёл', subdomain: 'orel', currency: rub, timezone: 'Europe/Moscow' },
];
const COMMON = {
  site_title: 'Квиз',
  contact_phone: '+74951234567',
  contact_phone_display: '+7 (495) 123-45-67',
  contact_email: 'hello@quiz.example',
  copyright: '© 2026 Квиз. Тематические командные игры.',
  default_city: CITIES[0],
  theme_color: '#2C2D73',
  maps: { lang: 'ru_RU', coord_order: 'latlong', version: '2.1' },
  events_reload_interval: 10,
  review_window_days: 6,
  default_max_players_in_team: 10,
};

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork();
  net.on('GET cities_list', { status: 200, data: CITIES });
  net.on('GET common', { status: 200, data: COMMON });
  // biome-ignore lint/suspicious/noDocumentCookie: test setup
  document.cookie = 'quiz_city=; path=/; max-age=0';
  window.localStorage.clear();
  act(() => {
    city$.next(null);
    cities$.next([]);
    common$.next(null);
  });
});
afterEach(() => net.restore());

it('starts with the default city of /api/common when none was chosen', async () => {
  await act(() => initCity());
  expect(city$.getValue()?.title).toBe('Москва');
  expect(cities$.getValue()).toHaveLength(4);
});

it('a chosen city survives a reload (cookie), and is on city$ before the list arrives', async () => {
  chooseCity(CITIES[2] as City);
  expect(readCityCookie()).toBe(3);
  act(() => city$.next(null));
  net.on('GET cities_list', () => new Promise(() => undefined));
  const pending = initCity();
  expect(city$.getValue()?.title).toBe('Минск');
  void pending;
});

it('a remembered city that no longer exists falls back to the default one', async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup
  document.cookie = 'quiz_city=99; path=/';
  await act(() => initCity());
  expect(city$.getValue()?.id).toBe(1);
});

it('search ignores case and ё', () => {
  expect(filterCities(CITIES, 'орел').map((c) => c.title)).toEqual(['Орёл']);
  expect(filterCities(CITIES, 'САНКТ').map((c) => c.title)).toEqual(['Санкт-Петербург']);
  expect(filterCities(CITIES, '  ')).toHaveLength(4);
});

it('the modal filters as the user types and picks a city', async () => {
  const user = userEvent.setup();
  act(() => {
    cities$.next(CITIES);
    city$.next(CITIES[0] as City);
  });
  const onOpenChange = jest.fn();
  render(<CityModal open onOpenChange={onOpenChange} />);
  const dialog = await screen.findByRole('dialog', { name: 'Выберите город' });
  expect(within(dialog).getByRole('button', { name: /Москва/ })).toHaveAttribute('aria-pressed', 'true');
  await user.type(within(dialog).getByLabelText('Поиск города'), 'мин');
  expect(within(dialog).queryByRole('button', { name: /Москва/ })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: /Минск/ }));
  expect(city$.getValue()?.title).toBe('Минск');
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('says so when no city matches', async () => {
  const user = userEvent.setup();
  act(() => cities$.next(CITIES));
  render(<CityModal open onOpenChange={() => undefined} />);
  await user.type(screen.getByLabelText('Поиск города'), 'Токио');
  expect(screen.getByText('Такого города нет в списке')).toBeInTheDocument();
});

it('the footer shows the copyright line and the contact phone from /api/common', async () => {
  render(<Footer />);
  await act(() => initCity());
  expect(screen.getByText('© 2026 Квиз. Тематические командные игры.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute(
    'href',
    'tel:+74951234567',
  );
});

describe('isCachedCity (the localStorage cache check, without zod in the browser)', () => {
  it('accepts a city of the contract shape', () => {
    expect(CITIES.every(isCachedCity)).toBe(true);
  });
  it('refuses anything else', () => {
    const msk = { id: 1, title: 'Москва', subdomain: 'msk', currency: rub, timezone: 'Europe/Moscow' };
    for (const bad of [
      null,
      'Москва',
      { ...msk, id: 0 },
      { ...msk, id: '1' },
      { ...msk, title: undefined },
      { ...msk, subdomain: 5 },
      { ...msk, currency: null },
      { ...msk, currency: { code: 'RUBL', symbol: '₽' } },
      { ...msk, currency: { code: 'RUB', symbol: '' } },
    ]) {
      expect(isCachedCity(bad)).toBe(false);
    }
  });
});
