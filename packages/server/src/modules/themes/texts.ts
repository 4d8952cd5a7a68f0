/** Texts of the theme calls. */
export const THEME_NOT_FOUND = 'Тема не найдена.';
