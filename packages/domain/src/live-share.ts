/**
 * The texts of sharing the live results' link (live-results.ts): the organizer's share block and the
 * hall screen. A module of their own: a module goes whole into a chunk, and the game's public page,
 * which shows only the link, must not carry them.
 */
export const LIVE_SHARE_TEXTS = {
  /** the accessible name of the QR code (console and hall screen) */
  qrLabel: 'QR-код ссылки на результаты',
  /** the organizer's share block */
  shareTitle: 'Результаты в прямом эфире',
  shareHint:
    'Покажите QR-код или отправьте ссылку игрокам: по ней результаты обновляются сами с начала игры до публикации итогов.',
  copy: 'Скопировать ссылку',
  /** under the QR code on the hall screen */
  scan: 'Результаты на телефоне',
} as const;
