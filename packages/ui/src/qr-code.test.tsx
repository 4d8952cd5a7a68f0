/** @quiz/ui/qr-code: the link's QR code is an image with its accessible name, drawn for that link. */
import { render, screen } from '@testing-library/react';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('is an SVG image named by its label, its modules drawn for the link it encodes', () => {
    const { rerender } = render(
      <QrCode value="https://quiz.example/game_result/7" label="QR-код ссылки" size={240} />,
    );
    const image = screen.getByRole('img', { name: 'QR-код ссылки' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '240');
    const modules = image.querySelectorAll('path')[1]?.getAttribute('d');
    expect(modules).toMatch(/^M/);
    rerender(<QrCode value="https://quiz.example/game_result/8" label="QR-код ссылки" size={240} />);
    expect(
      screen.getByRole('img', { name: 'QR-код ссылки' }).querySelectorAll('path')[1]?.getAttribute('d'),
    ).not.toBe(modules);
  });
});
