import {
  CHARACTER_TEXTS,
  codePointText,
  hasInvisibleCharacters,
  invisibleCharacter,
  typedText,
} from './characters';
import { ORGANIZER_TEXT_FIELDS, organizerTextError } from './organizer/fields';
import { ORGANIZER_TEXTS } from './organizer/texts';

describe('characters a typed text may hold', () => {
  const HIDDEN = [
    '\u0000',
    '\u001b',
    '\u007f',
    '\u200b',
    '\u200d',
    '\u202e',
    '\u2066',
    '\ufeff',
    '\u00ad',
    '\u2028',
    '\ue000',
  ];

  it('a name holds none of the controls, format characters, separators and blank letters', () => {
    for (const c of HIDDEN) expect([c, hasInvisibleCharacters(`Ан${c}на`)]).toEqual([c, true]);
    expect(hasInvisibleCharacters('Анна-Мария Д’Арк 🎉')).toBe(false);
    expect(hasInvisibleCharacters('Анна\nМария')).toBe(true);
  });

  it('a multi-line text keeps line breaks and tabs, and nothing else of the controls', () => {
    expect(invisibleCharacter('Тур 1\n\tвопросы', { multiline: true })).toBeUndefined();
    expect(invisibleCharacter('Тур 1\n\u0000', { multiline: true })).toBe('\u0000');
    expect(invisibleCharacter('Тур 1\nx', {})).toBe('\n');
  });

  it('the joiner of an emoji sequence is kept where emoji are allowed, a joiner between letters is not', () => {
    expect(invisibleCharacter('Семьи 👨‍👩‍👧 и 🧑🏽‍💻', { emoji: true })).toBeUndefined();
    expect(invisibleCharacter('Се\u200dмьи', { emoji: true })).toBe('\u200d');
    expect(invisibleCharacter('👨‍👩‍👧')).toBe('\u200d');
  });

  it('a typed text is NFC, trimmed, and its Windows line breaks become \\n in a multi-line one', () => {
    expect(typedText('  Ёлка\r\nи ёж \r ', { multiline: true })).toBe('Ёлка\nи ёж');
    expect(typedText('Е\u0308лка')).toBe('Ёлка');
    expect(typedText(' a\rb ')).toBe('a\rb');
  });

  it('names the code point nobody can see', () => {
    expect(codePointText('\u202e')).toBe('U+202E');
    expect(codePointText('\u0000')).toBe('U+0000');
    expect(CHARACTER_TEXTS.invisibleIn('Описание', '\u200b')).toBe(
      'Описание: уберите невидимые и управляющие символы (найден U+200B).',
    );
  });
});

describe('organizer free-text fields', () => {
  const F = ORGANIZER_TEXT_FIELDS;

  it('refuse NUL, a bidi override or a zero-width space with the field named in Russian', () => {
    expect(organizerTextError('Бар\u0000', F.placeTitle)).toBe(
      'Название площадки: уберите невидимые и управляющие символы (найден U+0000).',
    );
    expect(organizerTextError('ул. \u202eанинеЛ', F.placeAddress)).toMatch(/^Адрес площадки: .*U\+202E/);
    expect(organizerTextError('Гарри\u200bПоттер', F.themeTitle)).toMatch(/^Название темы: .*U\+200B/);
    expect(organizerTextError('#2\u2066', F.postfix)).toMatch(/^Подзаголовок: /);
    expect(organizerTextError('https://quiz.example/\u200b', F.regUrl)).toMatch(/^Ссылка на регистрацию: /);
  });

  it('a description keeps paragraphs and tabs, a title keeps no line break', () => {
    expect(organizerTextError('Первый тур.\r\n\r\n\tВторой тур 🎉', F.description)).toBeUndefined();
    expect(organizerTextError('Первый\nвторой', F.themeTitle)).toMatch(/^Название темы: .*U\+000A/);
    expect(organizerTextError('Тур\u0007', F.themeDescription)).toMatch(/^Описание темы: .*U\+0007/);
  });

  it('still checks required and length first, on the trimmed text', () => {
    expect(organizerTextError('   ', F.seatTitle)).toBe(ORGANIZER_TEXTS.required);
    expect(organizerTextError('   ', F.postfix)).toBeUndefined();
    expect(organizerTextError(`  ${'я'.repeat(120)}  `, F.placeTitle)).toBeUndefined();
    expect(organizerTextError('я'.repeat(121), F.placeTitle)).toBe(ORGANIZER_TEXTS.tooLong(120));
  });
});
