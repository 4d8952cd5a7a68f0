/** The event-team panel's texts (SPEC §2, §4, §8). */
import { freePlacesText, TEAM_TEXTS } from '@quiz/domain';

export const PANEL_TEXTS = {
  freePlaces: (n: number | null) => (n === null ? 'Места для команд не ограничены' : freePlacesText(n)),
  participants: (n: number, max: number) => `Участников: ${n} из ${max}`,
  inGame: 'В игре',
  otherTeam: 'играет в другой команде',
  guests: 'Участников с игроком',
  addLineup: 'Добавить состав',
  deleteLineup: 'Убрать состав',
  withdraw: 'Снять команду с игры',
  preorder: 'Предзаказ',
  registeredInfo: 'Вы в игре! До встречи.',
  unregisteredInfo: 'Вы сняты с игры.',
  lineupAddedInfo: 'Дополнительный состав добавлен.',
  lineupRemovedInfo: 'Дополнительный состав убран.',
  ok: 'ОК',
  guestsOf: (n: number) => `Участников с игроком: ${n}`,
  reserve: (n: number | null) => `${TEAM_TEXTS.reserve}${n ? ` № ${n}` : ''}`,
  locked: (s: number) => `Подождите ${s} с`,
  lineup: (n: number) => `Состав ${n}`,
  addParticipant: 'Добавить участника',
} as const;
