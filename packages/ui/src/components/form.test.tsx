import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import {
  FormCheckbox,
  FormCounter,
  FormError,
  FormPhoneField,
  FormSelect,
  FormStars,
  FormTextArea,
  FormTextField,
  QuizForm,
  required,
  rule,
  SubmitButton,
  validators,
} from './form';
import { PhoneInput } from './PhoneInput';

const twoLetters = (v: string | undefined) => (v ?? '').trim().length >= 2;

interface Values {
  name?: string;
  phone?: string;
  size?: number;
  place?: string;
  consent?: boolean;
  stars?: number;
  wish?: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderForm(onSubmit: (values: Values) => unknown) {
  render(
    <QuizForm<Values>
      aria-label="Анкета"
      initialValues={{ size: 2 }}
      onSubmit={(values) => onSubmit(values) as undefined}
    >
      <FormTextField
        name="name"
        label="Имя"
        validate={validators(
          required('Введите имя'),
          rule(twoLetters, 'Имя должно содержать не менее 2 букв!'),
        )}
      />
      <FormPhoneField name="phone" label="Телефон" input={PhoneInput} />
      <FormCounter name="size" label="Размер команды" min={1} max={9} />
      <FormSelect
        name="place"
        label="Место"
        placeholder="Выберите место"
        options={[
          { value: 'bar', label: 'Бар' },
          { value: 'hall', label: 'Зал' },
        ]}
      />
      <FormCheckbox name="consent" label="Согласен" validate={required('Нужно согласие')} />
      <FormStars name="stars" groupLabel="Оценка вопросов" />
      <FormTextArea name="wish" label="Пожелания" />
      <FormError />
      <SubmitButton>Отправить</SubmitButton>
    </QuizForm>,
  );
}

describe('form fields on react-final-form', () => {
  it('sends the typed values of every field kind', async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    renderForm((values) => {
      sent.push(values);
    });
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Телефон'), '9123456789');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912) 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    await user.selectOptions(screen.getByLabelText('Место'), 'Зал');
    await user.click(screen.getByRole('checkbox', { name: 'Согласен' }));
    await user.click(screen.getByRole('radio', { name: '3 из 3' }));
    await user.type(screen.getByLabelText('Пожелания'), 'Столик у окна');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(sent).toEqual([
      {
        name: 'Анна',
        phone: '+7 (912) 345-67-89',
        size: 3,
        place: 'hall',
        consent: true,
        stars: 3,
        wish: 'Столик у окна',
      },
    ]);
  });

  it('shows the rules’ Russian messages after a submit and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Имя'), 'А');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Имя должно содержать не менее 2 букв!');
    expect(screen.getByRole('checkbox', { name: 'Согласен' })).toHaveAccessibleDescription('Нужно согласие');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Имя'), 'нна');
    expect(screen.getByLabelText('Имя')).not.toHaveAttribute('aria-invalid');
  });

  it('shows server field errors under their fields and the form error in an alert', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ name: 'Такое имя уже занято', [FORM_ERROR]: 'Регистрация не доступна' }));
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.click(screen.getByRole('checkbox', { name: 'Согласен' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Такое имя уже занято');
    expect(screen.getByText('Регистрация не доступна')).toBeInTheDocument();
    // the server's message goes once the field changes
    await user.type(screen.getByLabelText('Имя'), 'а');
    expect(screen.getByLabelText('Имя')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Регистрация не доступна')).not.toBeInTheDocument();
  });

  it('is busy while sending and sends once however often the button is pressed', async () => {
    const user = userEvent.setup();
    const answer = deferred<undefined>();
    const onSubmit = jest.fn(() => answer.promise);
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.click(screen.getByRole('checkbox', { name: 'Согласен' }));
    const button = screen.getByRole('button', { name: 'Отправить' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Enter in a field submits the form too: final-form refuses while one submit runs
    await user.type(screen.getByLabelText('Имя'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer.resolve(undefined);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('takes the person to the first field in error when a submit fails: a rule, then the server', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    // jsdom lays nothing out: record which field was brought into view
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('name') ?? '');
    };
    renderForm(() => ({ consent: 'Согласие не принято сервером' }));
    // the focus starts elsewhere (the last field): the rule's failure brings it to «Имя»
    await user.click(screen.getByLabelText('Пожелания'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(scrolled).toEqual(['name']);
    // the rules pass; the server refuses «Согласен»: the focus goes there
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.click(screen.getByRole('checkbox', { name: 'Согласен' }));
    await user.click(screen.getByLabelText('Пожелания'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Согласен' })).toHaveFocus());
    expect(scrolled).toEqual(['name', 'consent']);
  });
});
