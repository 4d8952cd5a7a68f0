/** The photo report upload: many photos, progress per file, a refused file, order, delete. */
import { fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { Photo } from '@quiz/contract';
import { PHOTO_TEXTS } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerPhotosScreen from '../../screens/OrganizerPhotosScreen';

jest.setTimeout(30_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };
const photo = (id: number): Photo => ({
  id,
  file_url: `/api/images/${id}.jpg`,
  thumbnail_url: `/api/images/${id}_thumb.jpg`,
  width: 1920,
  height: 1440,
});

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

const renderPhotos = () =>
  render(
    <OrganizerPhotosScreen
      route="organizerEventPhotos"
      params={{ eventId: '7' }}
      query={{}}
      embedded={false}
      host={host}
    />,
  );

describe('photo report upload', () => {
  it('sends each chosen photo on its own with its progress; a refused one shows the server text', async () => {
    const net = fakeNetwork();
    net.on('organizerPhotos', { status: 200, data: { album: null, photos: [] } });
    let uploaded = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    net.on('organizerUploadPhotos', async (req) => {
      const file = (req.body as FormData).get('photos') as File;
      if (file.name === 'menu.pdf') return { status: 400, data: { detail: PHOTO_TEXTS.notImage } };
      req.progress(0.4);
      if (uploaded === 0) await held;
      uploaded += 1;
      return {
        status: 201,
        data: { album: 3, photos: Array.from({ length: uploaded }, (_, i) => photo(i + 1)) },
      };
    });
    renderPhotos();
    const input = (await screen.findByLabelText('Выбрать фото')) as HTMLInputElement;
    expect(input).toHaveAttribute('multiple');
    const files = ['bar-1.jpg', 'bar-2.jpg', 'menu.pdf'].map(
      (n) => new File(['x'], n, { type: 'image/jpeg' }),
    );
    await userEvent.upload(input, files);
    const first = await screen.findByRole('progressbar', { name: 'Загрузка bar-1.jpg' });
    await waitFor(() => expect(first).toHaveAttribute('value', '40'));
    expect(screen.getByRole('progressbar', { name: 'Загрузка bar-2.jpg' })).toHaveAttribute('value', '0');
    release();
    const uploads = screen.getByRole('list', { name: 'Загрузки' });
    await waitFor(() => expect(within(uploads).getAllByText('Загружено')).toHaveLength(2));
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(PHOTO_TEXTS.notImage);
    expect(net.calls('organizerUploadPhotos')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Фото' })).getAllByRole('img')).toHaveLength(2);
  });

  it('moves a photo up and deletes one after a confirmation', async () => {
    const net = fakeNetwork();
    net.on('organizerPhotos', { status: 200, data: { album: 3, photos: [photo(1), photo(2)] } });
    net.on('organizerOrderPhotos', { status: 200, data: { album: 3, photos: [photo(2), photo(1)] } });
    net.on('organizerDeletePhoto', { status: 200, data: { album: 3, photos: [photo(1)] } });
    renderPhotos();
    await userEvent.click(await screen.findByRole('button', { name: 'Фото 2 выше' }));
    expect(net.calls('organizerOrderPhotos')[0]?.body).toEqual({ ids: [2, 1] });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Фото 1' })).toHaveAttribute('src', '/api/images/2_thumb.jpg'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить фото?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(net.calls('organizerDeletePhoto')[0]?.url).toBe('organizer/events/7/photos/2/');
  });
});
