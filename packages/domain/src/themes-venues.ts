/**
 * Themes and venues kept tidy from the organizer console: one create per form (its request key), no
 * second active theme with the same title or venue with the same name in a city, archiving instead of
 * deleting, merging a duplicate into the item kept. The server decides with these rules and sends these
 * texts; the console shows the same words.
 */

/** How long a create's request key names what it created: a retry within it answers the same item. */
export const REQUEST_KEY_TTL_HOURS = 24;

/** A request key as the console makes one per form (a random UUID or any 16–64 such characters). */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A title as duplicates are compared: NFC, lower case, ё as е, quotes and dashes dropped, runs of spaces
 * as one. «Гарри  Поттер», «гарри поттер» and «"Гарри Поттер"» are the same theme.
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFC')
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .replace(/[«»"„“”'`‘’]/gu, '')
    .replace(/[\s\u2010-\u2015-]+/gu, ' ')
    .trim();
}

/** Archived or not, as the console and the server name the two states. */
export interface Archivable {
  readonly archived: boolean;
}

/** The items a choice for a new game offers: the active ones, and the one already chosen even when archived. */
export function choosable<T extends Archivable & { readonly id: number }>(
  items: readonly T[],
  chosen: number | null | undefined,
): T[] {
  return items.filter((item) => !item.archived || item.id === chosen);
}

export const CATALOGUE_TEXTS = {
  themeExists: (title: string) => `Тема «${title}» уже есть. Выберите её — вторая такая же не нужна.`,
  placeExists: (title: string) =>
    `Площадка «${title}» в этом городе уже есть. Выберите её — вторая такая же не нужна.`,
  themeArchived: 'Эта тема в архиве: выберите другую или верните её из архива.',
  placeArchived: 'Эта площадка в архиве: выберите другую или верните её из архива.',
  mergeThemeItself: 'Выберите другую тему: тему нельзя объединить с самой собой.',
  mergePlaceItself: 'Выберите другую площадку: площадку нельзя объединить с самой собой.',
  mergeIntoArchivedTheme: 'Тема, которую вы оставляете, в архиве: сначала верните её.',
  mergeIntoArchivedPlace: 'Площадка, которую вы оставляете, в архиве: сначала верните её.',
  mergePlaceOtherCity: 'Объединять можно только площадки одного города.',
  mergeKeptRequired: 'Выберите, что оставить.',
  badRequestKey: 'Ключ запроса — от 16 до 64 латинских букв, цифр, «-» или «_».',
  themeArchivedDone: (title: string) => `Тема «${title}» в архиве.`,
  placeArchivedDone: (title: string) => `Площадка «${title}» в архиве.`,
  themeRestoredDone: (title: string) => `Тема «${title}» снова в списке.`,
  placeRestoredDone: (title: string) => `Площадка «${title}» снова в списке.`,
  themeMergedDone: (duplicate: string, kept: string) => `Тема «${duplicate}» объединена с «${kept}».`,
  placeMergedDone: (duplicate: string, kept: string) => `Площадка «${duplicate}» объединена с «${kept}».`,
  archiveThemeQuestion: (title: string) => `Убрать тему «${title}» в архив?`,
  archiveThemeText:
    'Тема пропадёт из списка для новых игр и с сайта. Игры на ней — прошедшие и назначенные — останутся как есть. Вернуть тему можно из архива.',
  archivePlaceQuestion: (title: string) => `Убрать площадку «${title}» в архив?`,
  archivePlaceText:
    'Площадка пропадёт из списка для новых игр. Игры в ней — прошедшие и назначенные — останутся как есть. Вернуть площадку можно из архива.',
  mergeThemeQuestion: (duplicate: string, kept: string) => `Объединить тему «${duplicate}» с «${kept}»?`,
  mergeThemeText: (duplicate: string, kept: string, games: number) =>
    `${gamesMove(games)} и голосования темы «${duplicate}» перейдут к теме «${kept}», а «${duplicate}» уйдёт в архив. Отменить объединение нельзя.`,
  mergePlaceQuestion: (duplicate: string, kept: string) => `Объединить площадку «${duplicate}» с «${kept}»?`,
  mergePlaceText: (duplicate: string, kept: string, games: number) =>
    `${gamesMove(games)} площадки «${duplicate}» перейдут на площадку «${kept}», а «${duplicate}» уйдёт в архив. Команды будущих игр, посаженные за столы «${duplicate}», нужно будет рассадить заново. Отменить объединение нельзя.`,
} as const;

/** «Все 3 игры» / «Игра» / «Все 5 игр» — the games a merge moves (none: «Все игры»). */
function gamesMove(games: number): string {
  if (games === 1) return 'Игра';
  if (games <= 0) return 'Все игры';
  const tens = games % 100;
  const ones = games % 10;
  const word =
    tens >= 11 && tens <= 14 ? 'игр' : ones === 1 ? 'игра' : ones >= 2 && ones <= 4 ? 'игры' : 'игр';
  return `Все ${games} ${word}`;
}
