/**
 * Personal cabinet component tests (SPEC §2 "Personal cabinet", §5 photo types, §8 texts): profile
 * save as form data, the phone code modal, the avatar picker, the is_legionary toggle, the
 * invitation-to-team modal and the games with their «Резерв» state.
 */
import { fakeNetwork } from '@quiz/api/testing';
import { type BusEvent, bus, session$ } from '@quiz/bus';
import { makeEvent } from '@quiz/contract/fixtures';
import { AVATAR_MAX_BYTES, PROFILE_TEXTS, TEAM_TEXTS } from '@quiz/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ME, makeLineup, makeTeam } from '../../test/data';
import { CabinetView } from './CabinetView';
import { profileErrorText } from './PhoneConfirmModal';

const seen: BusEvent[] = [];
let sub: { unsubscribe(): void } | undefined;
beforeEach(() => {
  seen.length = 0;
  sub = bus.events$.subscribe((e) => seen.push(e));
  session$.next({ token: 't', user: ME });
});
afterEach(() => {
  sub?.unsubscribe();
  session$.next({ token: null, user: null });
});
const toasts = () => seen.flatMap((e) => (e.type === 'toast.show' ? [e.message] : []));

function cabinetNetwork() {
  const net = fakeNetwork();
  net.on('userEvents', { status: 200, data: { upcoming: [], past: [] } });
  return net;
}
const sentForm = (net: ReturnType<typeof fakeNetwork>, index = 0) =>
  net.calls('updateProfile')[index]?.body as FormData;

describe('personal cabinet: profile', () => {
  it('saves a new name as form data and announces the updated user', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', {
      status: 200,
      data: { user: { ...ME, first_name: 'Аня' }, phone_confirm: null },
    });
    render(<CabinetView />);
    expect(screen.getByText('ID 100')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Аня' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts()).toContain('Профиль сохранён'));
    const form = sentForm(net);
    expect(form.get('first_name')).toBe('Аня');
    expect(form.has('phone')).toBe(false);
    expect(seen).toContainEqual({ type: 'user.updated', user: { ...ME, first_name: 'Аня' } });
  });

  it('shows the server’s field error under the name', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', { status: 400, data: { first_name: ['Имя должно содержать не менее 2 букв!'] } });
    render(<CabinetView />);
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'А' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя должно содержать не менее 2 букв!')).toBeInTheDocument();
  });

  it('a new phone asks for the code; a wrong one is «Неверный код!», the right one «Номер успешно изменен :)»', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', {
      status: 200,
      data: { user: ME, phone_confirm: { phone: '79031112233', send_by: 'other' } },
    });
    let tries = 0;
    net.on('confirmPhone', () => {
      tries += 1;
      return tries === 1
        ? { status: 400, data: { detail: 'Неверный код!' } }
        : {
            status: 200,
            data: { user: { ...ME, phone: '79031112233' }, detail: 'Номер успешно изменен :)' },
          };
    });
    render(<CabinetView />);
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 903 111-22-33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите номер' });
    expect(sentForm(net).get('phone')).toBe('+7 (903) 111-22-33');
    expect(within(dialog).getByText(/Код отправлен на \+7 \(903\) 111-22-33/)).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Код');
    fireEvent.change(code, { target: { value: '123' } });
    expect(net.calls('confirmPhone')).toHaveLength(0); // checked only once longer than 3
    fireEvent.change(code, { target: { value: '1234' } });
    expect(await within(dialog).findByText('Неверный код!')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '5678' } });
    await waitFor(() => expect(toasts()).toContain('Номер успешно изменен :)'));
    expect(net.calls('confirmPhone')[1]?.body).toEqual({ code: '5678' });
    expect(seen).toContainEqual({ type: 'user.updated', user: { ...ME, phone: '79031112233' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('profile errors: the phone error, else detail, else «Неверный код!» (SPEC §8)', () => {
    const err = (data: unknown) => ({ isAxiosError: true, response: { status: 400, data } });
    expect(profileErrorText(err({ phone: [PROFILE_TEXTS.phoneTaken] }))).toBe(PROFILE_TEXTS.phoneTaken);
    expect(profileErrorText(err({ detail: PROFILE_TEXTS.noPhoneChange }))).toBe(PROFILE_TEXTS.noPhoneChange);
    expect(profileErrorText(err({}))).toBe('Неверный код!');
  });

  it('the avatar accepts png/jpeg/jpg only and up to 5 MB, previews and uploads the file', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', {
      status: 200,
      data: { user: { ...ME, avatar: '/api/user/100/avatar/?v=1' }, phone_confirm: null },
    });
    render(<CabinetView />);
    const input = screen.getByLabelText('Фото профиля');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,.png,.jpeg,.jpg');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(PROFILE_TEXTS.avatarType)).toBeInTheDocument();
    const huge = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: AVATAR_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText(PROFILE_TEXTS.avatarTooLarge)).toBeInTheDocument();
    const photo = new File(['\x89PNG'], 'me.JPG', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Фото профиля' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ),
    );
    expect(screen.queryByText(PROFILE_TEXTS.avatarTooLarge)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(net.calls('updateProfile')).toHaveLength(1));
    expect((sentForm(net).get('avatar') as File).name).toBe('me.JPG');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Фото профиля' })).toHaveAttribute(
        'src',
        '/api/user/100/avatar/?v=1',
      ),
    );
  });

  it('the server refusing the photo by its content shows its message', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', { status: 400, data: { avatar: [PROFILE_TEXTS.avatarType] } });
    render(<CabinetView />);
    fireEvent.change(screen.getByLabelText('Фото профиля'), {
      target: { files: [new File(['text'], 'fake.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PROFILE_TEXTS.avatarType)).toBeInTheDocument();
  });

  it('the «ready to play with other teams» toggle saves is_legionary at once', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', {
      status: 200,
      data: { user: { ...ME, is_legionary: true }, phone_confirm: null },
    });
    render(<CabinetView />);
    const box = screen.getByRole('checkbox', { name: 'Готов играть в других командах' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(sentForm(net).get('is_legionary')).toBe('true');
  });

  it('a refused «ready to play» save puts the box back and says why', async () => {
    const net = cabinetNetwork();
    net.on('updateProfile', { status: 400, data: { detail: 'Профиль сейчас нельзя изменить.' } });
    render(<CabinetView />);
    const box = screen.getByRole('checkbox', { name: 'Готов играть в других командах' });
    fireEvent.click(box);
    await waitFor(() => expect(toasts()).toEqual(['Профиль сейчас нельзя изменить.']));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });
});

describe('personal cabinet: buttons, invitation, games', () => {
  it('comfortable time and theme vote buttons navigate', async () => {
    cabinetNetwork();
    render(<CabinetView />);
    expect(await screen.findByText('Вы пока не зарегистрированы ни на одну игру.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Удобное время' }));
    fireEvent.click(screen.getByRole('button', { name: 'Голосование за тему' }));
    expect(seen).toContainEqual({ type: 'nav.go', to: '/#comfortable-time' });
    expect(seen).toContainEqual({ type: 'nav.go', to: '/theme_vote' });
  });

  it('the invitation modal lists my teams (not the united one) and copies the invite link', async () => {
    const net = cabinetNetwork();
    net.on('userTeams', {
      status: 200,
      data: [makeTeam(), makeTeam({ id: 6, title: 'Сборная', is_united: true })],
    });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CabinetView />);
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить в команду' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пригласить в команду' });
    const owls = await within(dialog).findByRole('listitem', { name: 'Совы' });
    expect(within(dialog).queryByText('Сборная')).not.toBeInTheDocument();
    fireEvent.click(within(owls).getByRole('button', { name: 'Скопировать ссылку' }));
    await waitFor(() => expect(toasts()).toContain(TEAM_TEXTS.linkCopied));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/reg_on_team\/abc123$/));
  });

  it('without a team the invitation modal offers to create one', async () => {
    const net = cabinetNetwork();
    net.on('userTeams', { status: 200, data: [] });
    render(<CabinetView />);
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить в команду' }));
    expect(await screen.findByText('У вас пока нет команды.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Создать команду' }));
    expect(seen).toContainEqual({ type: 'nav.go', to: '/team/new_team' });
  });

  it('lists upcoming games with their team and «Резерв», and past games', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 42, date: '2099-10-15T16:30:00.000Z' });
    net.on('userEvents', {
      status: 200,
      data: {
        upcoming: [{ event, event_team: makeLineup({ status: 'reserve', reserve_position: 1 }) }],
        past: [],
      },
    });
    render(<CabinetView />);
    expect(await screen.findByText('Резерв')).toBeInTheDocument();
    expect(screen.getByText(/команда «Совы»/)).toBeInTheDocument();
    expect(screen.getByText('Сыгранных игр пока нет.')).toBeInTheDocument();
  });

  it('a game being played leads to its live results; a game ahead or with published results does not', async () => {
    const net = fakeNetwork();
    const HOUR = 60 * 60 * 1000;
    const playing = makeEvent({
      id: 43,
      date: new Date(Date.now() - HOUR).toISOString(),
      workflow_state: 'sitting',
    });
    const ahead = makeEvent({ id: 44, date: '2099-10-15T16:30:00.000Z' });
    const published = makeEvent({ id: 45, date: '2026-01-15T16:30:00.000Z', workflow_state: 'finished' });
    net.on('userEvents', {
      status: 200,
      data: {
        upcoming: [
          { event: ahead, event_team: makeLineup({ id: 1 }) },
          { event: playing, event_team: makeLineup({ id: 2 }) },
        ],
        past: [{ event: published, event_team: makeLineup({ id: 3 }) }],
      },
    });
    render(<CabinetView />);
    const links = await screen.findAllByRole('link', { name: 'Результаты в прямом эфире' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/game_result/43']);
  });
});
