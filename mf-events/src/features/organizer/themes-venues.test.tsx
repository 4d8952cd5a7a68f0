/**
 * Themes and venues from the schedule form, with the network faked at its edge: the choices offer the
 * active ones (and the game's own), a new theme is one request with its picture and the form's request
 * key (a refused picture is said under it, the retry sends the same key, a title already taken offers
 * that theme), a theme and a venue are edited, archived after a confirmation (and restored from
 * «Архив»), and a duplicate is merged into the one kept after a confirmation that says what moves.
 */
import { fakeNetwork, type SeenRequest } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { makeCity, makeOrganizerPlace, makeOrganizerTheme } from '@quiz/contract/fixtures';
import { CATALOGUE_TEXTS, PHOTO_TEXTS, REQUEST_KEY_PATTERN } from '@quiz/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizerEventScreen from '../../screens/OrganizerEventScreen';

jest.setTimeout(40_000);

const host = { loadRemote: () => Promise.reject(new Error('unused')) };
const MOSCOW = makeCity();
const ALMATY = makeCity({ id: 2, title: 'Алматы', timezone: 'Asia/Almaty' });

const POTTER = makeOrganizerTheme({ id: 7, title: 'Гарри Поттер', description: 'Волшебный мир', games: 3 });
const DUPLICATE = makeOrganizerTheme({ id: 8, title: 'Гарри Поттер (дубль)', games: 1 });
const FOREIGN = makeOrganizerTheme({ id: 9, title: 'Чужая тема', editable: false });
const OLD = makeOrganizerTheme({ id: 10, title: 'Старая тема', archived: true });
const THEMES = [POTTER, DUPLICATE, FOREIGN, OLD];

const OWL = makeOrganizerPlace({ id: 3, title: 'Бар «Сова»', games: 5 });
const OWL_TWIN = makeOrganizerPlace({ id: 5, title: 'Бар Сова', games: 2 });
const STEPPE = makeOrganizerPlace({ id: 4, title: 'Бар «Степь»', city: 2 });
const CLOSED = makeOrganizerPlace({ id: 6, title: 'Закрытый бар', archived: true });
const PLACES = [OWL, OWL_TWIN, STEPPE, CLOSED];

beforeEach(() => session$.next({ token: 'f'.repeat(40), user: null }));
afterEach(() => session$.next({ token: null, user: null }));

function openNewGame(themes: OrganizerTheme[] = THEMES, places: OrganizerPlace[] = PLACES) {
  const net = fakeNetwork();
  net.on('organizerThemes', { status: 200, data: themes });
  net.on('organizerPlaces', { status: 200, data: places });
  net.on('organizerEvents', { status: 200, data: { cities: [MOSCOW, ALMATY], upcoming: [], past: [] } });
  render(
    <OrganizerEventScreen route="organizerNewEvent" params={{}} query={{}} embedded={false} host={host} />,
  );
  return net;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

const form = (request: SeenRequest | undefined) => request?.body as FormData;

describe('theme choices', () => {
  it('offer the active themes only, and «Изменить тему» for one the organizer may change', async () => {
    openNewGame();
    const select = await screen.findByLabelText('Тема');
    expect(optionsOf('Тема')).toEqual([
      'Выберите тему',
      'Гарри Поттер',
      'Гарри Поттер (дубль)',
      'Чужая тема',
    ]);
    await userEvent.selectOptions(select, '9');
    expect(screen.queryByRole('button', { name: 'Изменить тему' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '7');
    expect(screen.getByRole('button', { name: 'Изменить тему' })).toBeInTheDocument();
  });
});

describe('a new theme', () => {
  it('is one request with its picture and key; a refused picture is said under it, the retry sends the same key, a title taken offers that theme', async () => {
    const net = openNewGame();
    const answers = [
      { status: 400, data: { picture: [PHOTO_TEXTS.notImage] } },
      { status: 409, data: { detail: CATALOGUE_TEXTS.themeExists('Гарри Поттер'), theme: POTTER } },
    ];
    net.on('organizerCreateThemeWithPicture', () => answers.shift() ?? { status: 500 });
    await userEvent.click(await screen.findByRole('button', { name: 'Новая тема' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая тема' });
    await userEvent.type(within(dialog).getByLabelText('Название темы'), 'гарри поттер');
    const picture = new File(['не картинка'], 'poster.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText('Картинка темы'), picture);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать тему' }));
    expect(await within(dialog).findByText(PHOTO_TEXTS.notImage)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать тему' }));
    expect(await within(dialog).findByText(CATALOGUE_TEXTS.themeExists('Гарри Поттер'))).toBeInTheDocument();
    const [first, retry] = net.calls('organizerCreateThemeWithPicture');
    expect(form(first).get('request_key')).toMatch(REQUEST_KEY_PATTERN);
    expect(form(retry).get('request_key')).toBe(form(first).get('request_key'));
    expect((form(first).get('picture') as File).name).toBe('poster.jpg');
    expect(net.calls('organizerCreateTheme')).toHaveLength(0);
    expect(net.calls('organizerThemePicture')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Выбрать тему «Гарри Поттер»' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Тема')).toHaveValue('7');

    net.on('organizerCreateThemeWithPicture', {
      status: 201,
      data: makeOrganizerTheme({ id: 11, title: 'Космос' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Новая тема' }));
    const next = await screen.findByRole('dialog', { name: 'Новая тема' });
    await userEvent.type(within(next).getByLabelText('Название темы'), 'Космос');
    await userEvent.click(within(next).getByRole('button', { name: 'Создать тему' }));
    await waitFor(() => expect(screen.getByLabelText('Тема')).toHaveValue('11'));
    // another form, another key
    expect(form(net.calls('organizerCreateThemeWithPicture')[2]).get('request_key')).not.toBe(
      form(first).get('request_key'),
    );
  });
});

describe('an existing theme', () => {
  it('is edited: its new picture first, then its texts', async () => {
    const net = openNewGame();
    net.on('organizerThemePicture', { status: 200, data: POTTER });
    net.on('organizerUpdateTheme', (req) => ({ status: 200, data: { ...POTTER, ...(req.body as object) } }));
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить тему' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить тему' });
    const title = within(dialog).getByLabelText('Название темы');
    expect(title).toHaveValue('Гарри Поттер');
    await userEvent.clear(title);
    await userEvent.type(title, 'Гарри Поттер и кубок огня');
    await userEvent.upload(
      within(dialog).getByLabelText('Картинка темы'),
      new File(['jpeg'], 'cup.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить тему' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.requests.map((r) => r.method).slice(-2)).toEqual(['PUT', 'PATCH']);
    expect((form(net.calls('organizerThemePicture')[0]).get('picture') as File).name).toBe('cup.jpg');
    expect(net.calls('organizerUpdateTheme')[0]?.body).toEqual({
      title: 'Гарри Поттер и кубок огня',
      description: 'Волшебный мир',
    });
    expect(optionsOf('Тема')).toContain('Гарри Поттер и кубок огня');
  });

  it('is archived only after a confirmation, leaves the choices, and comes back from «Архив»', async () => {
    const net = openNewGame();
    net.on('organizerArchiveTheme', { status: 200, data: { ...DUPLICATE, archived: true } });
    net.on('organizerRestoreTheme', { status: 200, data: DUPLICATE });
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить тему' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить тему' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'В архив' }));
    const question = CATALOGUE_TEXTS.archiveThemeQuestion('Гарри Поттер (дубль)');
    const confirm = await screen.findByRole('dialog', { name: question });
    expect(confirm).toHaveTextContent(CATALOGUE_TEXTS.archiveThemeText);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).not.toBeInTheDocument());
    expect(net.calls('organizerArchiveTheme')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'В архив' }));
    const again = await screen.findByRole('dialog', { name: question });
    await userEvent.click(within(again).getByRole('button', { name: 'В архив' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerArchiveTheme').map((r) => r.url)).toEqual(['organizer/themes/8/archive/']);
    expect(screen.getByLabelText('Тема')).toHaveValue('');
    expect(optionsOf('Тема')).not.toContain('Гарри Поттер (дубль)');

    await userEvent.click(screen.getByRole('button', { name: 'Архив тем и площадок (3)' }));
    const archived = screen.getByRole('listitem', { name: 'Тема «Гарри Поттер (дубль)»' });
    await userEvent.click(within(archived).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(optionsOf('Тема')).toContain('Гарри Поттер (дубль)'));
    expect(net.calls('organizerRestoreTheme').map((r) => r.url)).toEqual(['organizer/themes/8/restore/']);
  });

  it('is merged into the theme kept after a confirmation that says what moves', async () => {
    const net = openNewGame();
    net.on('organizerMergeTheme', { status: 200, data: { ...POTTER, games: 4 } });
    await userEvent.selectOptions(await screen.findByLabelText('Тема'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить тему' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить тему' });
    const keep = within(dialog).getByLabelText('Это дубль — объединить с темой');
    // active themes the organizer may change, not itself
    expect(
      within(keep)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите тему, которую оставить', 'Гарри Поттер']);
    await userEvent.selectOptions(keep, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Объединить' }));
    const confirm = await screen.findByRole('dialog', {
      name: CATALOGUE_TEXTS.mergeThemeQuestion('Гарри Поттер (дубль)', 'Гарри Поттер'),
    });
    expect(confirm).toHaveTextContent(
      CATALOGUE_TEXTS.mergeThemeText('Гарри Поттер (дубль)', 'Гарри Поттер', 1),
    );
    expect(net.calls('organizerMergeTheme')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Объединить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerMergeTheme')[0]).toMatchObject({
      url: 'organizer/themes/8/merge/',
      body: { into: 7 },
    });
    expect(screen.getByLabelText('Тема')).toHaveValue('7');
    expect(optionsOf('Тема')).not.toContain('Гарри Поттер (дубль)');
  });
});

describe('venues', () => {
  it('offer the active ones; a new one carries its key, and a name taken offers that venue', async () => {
    const net = openNewGame();
    net.on('organizerCreatePlace', {
      status: 409,
      data: { detail: CATALOGUE_TEXTS.placeExists('Бар «Сова»'), place: OWL },
    });
    await screen.findByLabelText('Площадка');
    expect(optionsOf('Площадка')).not.toContain('Закрытый бар (Москва, в архиве)');
    expect(optionsOf('Площадка')).toContain('Бар «Сова» (Москва)');
    await userEvent.click(screen.getByRole('button', { name: 'Новая площадка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая площадка' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Город'), '1');
    await userEvent.type(within(dialog).getByLabelText('Название'), 'бар сова');
    await userEvent.type(within(dialog).getByLabelText('Адрес'), 'Покровка, 12');
    await userEvent.type(within(dialog).getByLabelText('Широта'), '55,75');
    await userEvent.type(within(dialog).getByLabelText('Долгота'), '37,64');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить площадку' }));
    await waitFor(() => expect(net.calls('organizerCreatePlace')).toHaveLength(1));
    expect(await within(dialog).findByText(CATALOGUE_TEXTS.placeExists('Бар «Сова»'))).toBeInTheDocument();
    const sent = net.calls('organizerCreatePlace')[0]?.body as { request_key?: string } | undefined;
    expect(sent?.request_key).toMatch(REQUEST_KEY_PATTERN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выбрать площадку «Бар «Сова»»' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Площадка')).toHaveValue('3');
  });

  it('a duplicate venue is merged into one of its city after a confirmation; a venue is archived after one', async () => {
    const net = openNewGame();
    net.on('organizerMergePlace', { status: 200, data: { ...OWL, games: 7 } });
    net.on('organizerArchivePlace', { status: 200, data: { ...OWL, games: 7, archived: true } });
    await userEvent.selectOptions(await screen.findByLabelText('Площадка'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить площадку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Площадка' });
    const keep = within(dialog).getByLabelText('Это дубль — объединить с площадкой');
    // the same city's active venues only
    expect(
      within(keep)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите площадку, которую оставить', 'Бар «Сова»']);
    await userEvent.selectOptions(keep, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Объединить' }));
    const confirm = await screen.findByRole('dialog', {
      name: CATALOGUE_TEXTS.mergePlaceQuestion('Бар Сова', 'Бар «Сова»'),
    });
    expect(confirm).toHaveTextContent(CATALOGUE_TEXTS.mergePlaceText('Бар Сова', 'Бар «Сова»', 2));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Объединить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerMergePlace')[0]).toMatchObject({
      url: 'organizer/places/5/merge/',
      body: { into: 3 },
    });
    expect(screen.getByLabelText('Площадка')).toHaveValue('3');
    expect(optionsOf('Площадка')).not.toContain('Бар Сова (Москва)');

    await userEvent.click(screen.getByRole('button', { name: 'Изменить площадку' }));
    const edit = await screen.findByRole('dialog', { name: 'Площадка' });
    await userEvent.click(within(edit).getByRole('button', { name: 'В архив' }));
    const question = CATALOGUE_TEXTS.archivePlaceQuestion('Бар «Сова»');
    const archive = await screen.findByRole('dialog', { name: question });
    expect(archive).toHaveTextContent(CATALOGUE_TEXTS.archivePlaceText);
    await userEvent.click(within(archive).getByRole('button', { name: 'В архив' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('organizerArchivePlace').map((r) => r.url)).toEqual(['organizer/places/3/archive/']);
    expect(screen.getByLabelText('Площадка')).toHaveValue('');
  });
});
