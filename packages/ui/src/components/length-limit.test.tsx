/**
 * A field that cuts what is typed at its limit says so: «Не более 18 символов» under it (announced) once
 * the text reaches `maxLength`, for a field that asks for it (`limitHint`; a name field).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lengthLimitText, TextField } from './fields';
import { FormTextField, QuizForm } from './form';

function Name({ limitHint = true }: { limitHint?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Имя"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      maxLength={18}
      limitHint={limitHint}
    />
  );
}

describe('the length limit of a field', () => {
  it('says «Не более 18 символов» when the text reaches the limit, and nothing before', async () => {
    render(<Name />);
    const field = screen.getByLabelText('Имя');
    await userEvent.type(field, 'Александр');
    expect(screen.queryByText('Не более 18 символов')).not.toBeInTheDocument();
    await userEvent.type(field, 'Константинович');
    // the browser cut it at 18
    expect(field).toHaveValue('АлександрКонстанти');
    const hint = screen.getByText('Не более 18 символов');
    expect(hint.closest('[aria-live="polite"]')).not.toBeNull();
    expect(field).toHaveAccessibleDescription('Не более 18 символов');
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByText('Не более 18 символов')).not.toBeInTheDocument();
  });

  it('says nothing for a field that does not ask (a code of 4 digits)', async () => {
    render(<Name limitHint={false} />);
    await userEvent.type(screen.getByLabelText('Имя'), 'АлександрКонстантинович');
    expect(screen.queryByText('Не более 18 символов')).not.toBeInTheDocument();
  });

  it('works in a form field, and words the number in Russian', async () => {
    render(
      <QuizForm onSubmit={() => undefined}>
        <FormTextField name="title" label="Название" maxLength={21} limitHint />
      </QuizForm>,
    );
    await userEvent.type(screen.getByLabelText('Название'), 'К'.repeat(25));
    expect(screen.getByText('Не более 21 символа')).toBeInTheDocument();
    expect(lengthLimitText(18)).toBe('Не более 18 символов');
    expect(lengthLimitText(1)).toBe('Не более 1 символа');
    expect(lengthLimitText(60)).toBe('Не более 60 символов');
  });
});
