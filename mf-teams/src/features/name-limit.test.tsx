/**
 * Every name field of mf-teams stops at 18 characters (SPEC §5/§9) and says so: «Не более 18 символов»
 * once the name reaches it — the cabinet's profile, a team's new player and a player's new name, the
 * anonymous registration.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeEvent, makeUser } from '@quiz/contract/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ME, makeTeam } from '../test/data';
import { ProfileForm } from './cabinet/ProfileForm';
import { AnonymousRegistrationForm } from './registration/AnonymousRegistrationForm';
import { TeamCabinetView } from './team/TeamCabinetView';

const LIMIT = 'Не более 18 символов';
const LONG = 'АлександраКонстант'; // 18 characters, as the browser leaves a longer name

beforeEach(() => session$.next({ token: 't'.repeat(40), user: ME }));
afterEach(() => session$.next({ token: null, user: null }));

function reachLimit(field: HTMLElement) {
  expect(field).toHaveAttribute('maxlength', '18');
  fireEvent.change(field, { target: { value: 'Саша' } });
  expect(screen.queryByText(LIMIT)).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: LONG } });
  expect(screen.getByText(LIMIT)).toBeInTheDocument();
}

describe('name fields say their limit', () => {
  it('the cabinet’s profile', () => {
    render(<ProfileForm user={makeUser()} />);
    reachLimit(screen.getByLabelText('Имя'));
  });

  it('a team’s new player and a player’s new name', async () => {
    fakeNetwork().on('teamBySlug', { status: 200, data: makeTeam() });
    render(<TeamCabinetView slug="abc123" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить игрока' }));
    reachLimit(await screen.findByLabelText('Имя'));
    fireEvent.click(screen.getByRole('button', { name: /Закрыть|Отмена/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Изменить имя: Борис' }));
    const dialog = await screen.findByRole('dialog', { name: 'Имя игрока Борис' });
    reachLimit(within(dialog).getByLabelText('Новое имя'));
  });

  it('the anonymous registration', () => {
    session$.next({ token: null, user: null });
    render(<AnonymousRegistrationForm event={makeEvent({ id: 42, date: '2099-10-15T16:30:00.000Z' })} />);
    reachLimit(screen.getByLabelText('Ваше имя'));
  });
});
