/** @jsxImportSource react */
import type { City } from '@quiz/contract';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { act, render, screen } from '@testing-library/react';
import { city$, session$ } from './index';
import { useCity, useUser } from './react';

function Probe() {
  const user = useUser();
  const city = useCity();
  return (
    <p>
      {user ? user.first_name : 'гость'} · {city ? city.title : 'город не выбран'}
    </p>
  );
}

describe('bus React hooks', () => {
  afterEach(() => {
    session$.next({ token: null, user: null });
    city$.next(null);
  });

  it('follow session$ and city$ without a remount', () => {
    render(<Probe />);
    expect(screen.getByText('гость · город не выбран')).toBeInTheDocument();
    act(() => {
      session$.next({ token: 'a'.repeat(40), user: makeUser({ first_name: 'Ирина' }) });
      city$.next(makeCity({ title: 'Казань' }) satisfies City);
    });
    expect(screen.getByText('Ирина · Казань')).toBeInTheDocument();
  });

  it('treats a user without a token as logged out', () => {
    act(() => session$.next({ token: null, user: makeUser() }));
    render(<Probe />);
    expect(screen.getByText(/^гость/)).toBeInTheDocument();
  });
});
