import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import type { Album } from '@quiz/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysFromNow, makeEvent } from '../../test/fixtures';
import { AlbumGrid, PhotoReportView, viewerKey } from './PhotoReportView';

const album: Album = {
  id: 1,
  title: 'Фотоотчёт: Гарри Поттер',
  event: 42,
  cover_photo: { file_url: '/media/photos/1.svg' },
  photos: [1, 2, 3].map((id) => ({
    id,
    file_url: `/media/photos/${id}.svg`,
    thumbnail_url: `/media/photos/${id}-thumb.svg`,
    width: 1600,
    height: 1200,
  })),
};

describe('photo report (SPEC §2 "Photo report")', () => {
  it('shows the cover and a grid of thumbnails with width and height', () => {
    render(<AlbumGrid album={album} />);
    expect(screen.getByAltText('Обложка фотоотчёта «Фотоотчёт: Гарри Поттер»')).toHaveAttribute(
      'src',
      '/media/photos/1.svg',
    );
    const thumbs = screen.getAllByRole('img', { name: /^Фото \d$/ });
    expect(thumbs.map((t) => t.getAttribute('src'))).toEqual([
      '/media/photos/1-thumb.svg',
      '/media/photos/2-thumb.svg',
      '/media/photos/3-thumb.svg',
    ]);
    expect(thumbs[0]).toHaveAttribute('width', '320');
    expect(thumbs[0]).toHaveAttribute('height', '240');
  });

  it('opens the full photo on click; → and ← move, wrapping; Esc closes', async () => {
    render(<AlbumGrid album={album} />);
    await userEvent.click(screen.getByRole('button', { name: 'Фото 2 из 3: открыть' }));
    expect(screen.getByRole('dialog', { name: 'Фото 2 из 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фото 2 из 3' })).toHaveAttribute('src', '/media/photos/2.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Фото 3 из 3' })).toHaveAttribute('src', '/media/photos/3.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Фото 1 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Фото 3 из 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фото 3 из 3: открыть' })).toHaveFocus();
  });

  it('viewerKey maps keys to moves', () => {
    expect(viewerKey('Escape', 1, 3)).toBeNull();
    expect(viewerKey('ArrowRight', 2, 3)).toBe(0);
    expect(viewerKey('ArrowLeft', 0, 3)).toBe(2);
    expect(viewerKey('a', 0, 3)).toBeUndefined();
  });
});

describe('photo report page', () => {
  let net: FakeNetwork;
  beforeEach(() => {
    net = fakeNetwork();
  });

  it('an event without an album: a Russian empty state with a link back, and no album request', async () => {
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 42, date: daysFromNow(-2), album: null }) });
    render(<PhotoReportView eventId={42} />);
    expect(await screen.findByText('Фотоотчёт ещё не готов')).toBeInTheDocument();
    expect(screen.getByText('Фотографии появятся в течение нескольких дней после игры.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К странице игры' })).toHaveAttribute('href', '/event/42');
    expect(net.calls('eventAlbum')).toEqual([]);
  });

  it('an event with an album: loads it and shows the photos', async () => {
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 42, date: daysFromNow(-2), album: 1 }) });
    net.on('eventAlbum', { status: 200, data: album });
    render(<PhotoReportView eventId={42} />);
    expect(await screen.findByRole('button', { name: 'Фото 1 из 3: открыть' })).toBeInTheDocument();
    expect(net.calls('eventAlbum').map((r) => r.url)).toEqual(['event/42/album']);
  });
});
