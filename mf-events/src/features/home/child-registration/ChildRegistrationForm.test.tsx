import { fakeNetwork } from '@quiz/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChildRegistrationForm } from './ChildRegistrationForm';

// Typing five fields with user-event takes seconds on a loaded CI machine: more than jest's default 5 s.
jest.setTimeout(30_000);

const sent = (net: ReturnType<typeof fakeNetwork>) => net.calls('childRegistration').map((r) => r.body);

async function fill({ phone = '+7 912 345-67-89', consent = true, skipName = false } = {}) {
  if (!skipName) await userEvent.type(screen.getByLabelText('Имя ребёнка'), 'Маша');
  await userEvent.selectOptions(screen.getByLabelText('Возрастная категория'), '8-10 лет');
  await userEvent.type(screen.getByLabelText('Название команды'), 'Совята');
  await userEvent.selectOptions(screen.getByLabelText('Размер команды'), '4');
  await userEvent.type(screen.getByLabelText('Телефон родителя'), phone);
  if (consent) await userEvent.click(screen.getByLabelText(/согласен/));
}

describe('child registration form (SPEC §5, §8)', () => {
  let net: ReturnType<typeof fakeNetwork>;
  beforeEach(() => {
    net = fakeNetwork();
  });

  it('offers the age options and team sizes solo, 2–8', () => {
    render(<ChildRegistrationForm />);
    const ages = screen.getByLabelText('Возрастная категория');
    expect([...ages.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Выберите возраст',
      '8-10 лет',
      '11-13 лет',
    ]);
    const sizes = screen.getByLabelText('Размер команды');
    expect([...sizes.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      '',
      'solo',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('empty form: «Пожалуйста, заполните все поля и дайте согласие»', async () => {
    render(<ChildRegistrationForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Пожалуйста, заполните все поля и дайте согласие')).toBeInTheDocument();
    expect(sent(net)).toEqual([]);
    expect(screen.getByLabelText('Имя ребёнка')).toHaveFocus();
  });

  it('no consent: the same message', async () => {
    render(<ChildRegistrationForm />);
    await fill({ consent: false });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Пожалуйста, заполните все поля и дайте согласие')).toBeInTheDocument();
    expect(sent(net)).toEqual([]);
  });

  it('short phone: «Пожалуйста, введите корректный номер телефона (мин. 7 цифр)»', async () => {
    render(<ChildRegistrationForm />);
    await fill({ phone: '12-34-5' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText('Пожалуйста, введите корректный номер телефона (мин. 7 цифр)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон родителя')).toHaveFocus();
    expect(sent(net)).toEqual([]);
  });

  it('valid form is sent and says «Данные успешно отправлены»', async () => {
    net.on('childRegistration', { status: 201, data: { id: 1, detail: 'Данные успешно отправлены' } });
    render(<ChildRegistrationForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Данные успешно отправлены')).toBeInTheDocument();
    // the confirmation stands in place of the fields
    expect(screen.queryByLabelText('Имя ребёнка')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
    expect(sent(net)).toEqual([
      {
        name: 'Маша',
        ageCategory: '8-10 лет',
        teamName: 'Совята',
        teamSize: 4,
        phone: '79123456789',
      },
    ]);
  });

  it('formats the phone as it is typed and sends 89… as 79… digits', async () => {
    net.on('childRegistration', { status: 201, data: { id: 2, detail: 'Данные успешно отправлены' } });
    render(<ChildRegistrationForm />);
    await fill({ phone: '89161234567' });
    expect(screen.getByLabelText('Телефон родителя')).toHaveValue('8 (916) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Данные успешно отправлены')).toBeInTheDocument();
    expect(sent(net)[0]).toMatchObject({ phone: '79161234567' });
  });

  it('server failure: «Ошибка при отправке данных на сервер»', async () => {
    net.on('childRegistration', { status: 500, data: { detail: 'Ошибка' } });
    render(<ChildRegistrationForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.getByText('Ошибка при отправке данных на сервер')).toBeInTheDocument());
  });
});
