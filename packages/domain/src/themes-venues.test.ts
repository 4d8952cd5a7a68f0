import { CATALOGUE_TEXTS, choosable, REQUEST_KEY_PATTERN, titleKey } from './themes-venues';

describe('titleKey: what counts as the same title', () => {
  it('ignores case, ё, quotes, dashes and extra spaces', () => {
    const same = ['Гарри Поттер', '  гарри   поттер ', '«Гарри Поттер»', 'ГАРРИ ПОТТЕР', 'Гарри—Поттер'];
    expect(new Set(same.map(titleKey))).toEqual(new Set(['гарри поттер']));
    expect(titleKey('Ёлки')).toBe(titleKey('елки'));
  });

  it('keeps different titles apart', () => {
    expect(titleKey('Гарри Поттер 2')).not.toBe(titleKey('Гарри Поттер'));
  });
});

describe('choosable: what a new game may be put on', () => {
  const items = [
    { id: 1, archived: false },
    { id: 2, archived: true },
    { id: 3, archived: true },
  ];
  it('offers the active items and the archived one the game already has', () => {
    expect(choosable(items, null).map((i) => i.id)).toEqual([1]);
    expect(choosable(items, 3).map((i) => i.id)).toEqual([1, 3]);
  });
});

describe('request keys and merge texts', () => {
  it('takes a UUID and refuses short or odd keys', () => {
    expect(REQUEST_KEY_PATTERN.test('0b6f1c8e-5a43-4d6b-9a57-2d4c1e0f9b11')).toBe(true);
    expect(REQUEST_KEY_PATTERN.test('short')).toBe(false);
    expect(REQUEST_KEY_PATTERN.test(`${'a'.repeat(15)} `)).toBe(false);
  });

  it('counts the games a merge moves in Russian', () => {
    expect(CATALOGUE_TEXTS.mergeThemeText('А', 'Б', 1)).toMatch(/^Игра и голосования/);
    expect(CATALOGUE_TEXTS.mergeThemeText('А', 'Б', 3)).toMatch(/^Все 3 игры /);
    expect(CATALOGUE_TEXTS.mergeThemeText('А', 'Б', 12)).toMatch(/^Все 12 игр /);
    expect(CATALOGUE_TEXTS.mergeThemeText('А', 'Б', 0)).toMatch(/^Все игры /);
  });
});
