/** The team link's name step stops at 18 characters and says so. */
import { fireEvent, render, screen } from '@testing-library/react';
import { GuestNameForm } from './GuestNameForm';

it('says «Не более 18 символов» once the guest’s name reaches the limit', () => {
  render(<GuestNameForm eventId={5} linkToken="t" onDone={() => undefined} />);
  const field = screen.getByLabelText('Ваше имя');
  expect(field).toHaveAttribute('maxlength', '18');
  fireEvent.change(field, { target: { value: 'Саша' } });
  expect(screen.queryByText('Не более 18 символов')).not.toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'АлександраКонстант' } });
  expect(screen.getByText('Не более 18 символов')).toBeInTheDocument();
});
