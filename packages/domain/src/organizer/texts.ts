/** The organizer console's Russian texts: refusals of the schedule, venue and door, and the notices of a move. */
import { EVENT_LIMITS, PLACE_LIMITS } from './limits';

export const ORGANIZER_TEXTS = {
  navLink: 'Организатору',
  newGame: 'Новая игра',
  history: 'История изменений',
  notOrganizerOfCity: 'Вы не организатор в этом городе: эту игру ведут организаторы другого города.',
  notOrganizer: 'Этот раздел только для организаторов.',
  themeOfOtherCity:
    'Эту тему используют или создали в другом городе: изменить её могут только организаторы этого города.',
  unitedTagOfOtherCity: 'Этим тегом объединены игры другого города: выберите другой тег.',
  eventNotFound: 'Игра не найдена.',
  themeNotFound: 'Такой темы нет.',
  placeNotFound: 'Такой площадки нет.',
  cityNotFound: 'Такого города нет.',
  teamNotFound: 'Такой команды нет среди зарегистрированных на игру.',
  required: 'Обязательное поле.',
  dateInPast: 'Дата игры уже прошла: выберите дату в будущем.',
  badDate: 'Укажите дату и время игры.',
  registrationAfterStart: 'Регистрация должна открываться до начала игры.',
  negativePrice: 'Цена не может быть отрицательной.',
  // read when shown, not when the module loads: the first toLocaleString of a page loads ICU's number
  // data (30–60 ms at 1× CPU), and the shell imports these texts for its navbar link at start. A
  // `@__PURE__` call here is not dropped: the object that holds it is used
  get priceTooHigh(): string {
    return `Цена — не больше ${EVENT_LIMITS.costMax.toLocaleString('ru-RU')}.`;
  },
  wholePrice: 'Цена — целое число.',
  teamSize: `Размер команды — от ${EVENT_LIMITS.teamSizeMin} до ${EVENT_LIMITS.teamSizeMax} игроков.`,
  teamLimit: `Лимит команд — от ${EVENT_LIMITS.maxTeamsMin} до ${EVENT_LIMITS.maxTeamsMax}.`,
  limitBelowRegistered: (registered: number) =>
    `На игру уже зарегистрировано команд: ${registered}. Лимит не может быть меньше.`,
  tooLong: (max: number) => `Не длиннее ${max} символов.`,
  badUrl: 'Ссылка должна начинаться с https:// или http://.',
  newDateRequired: 'Чтобы перенести игру, укажите новую дату.',
  sameDate: 'Новая дата совпадает с текущей.',
  cannotChangeFinished: 'Игра уже прошла: её расписание менять нельзя.',
  cannotChangeCancelled: 'Игра отменена: её нельзя изменить.',
  cancelledNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» ${when} отменена.${reasonSentence(reason)} Приносим извинения.`,
  postponedNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» перенесена на ${when}.${reasonSentence(reason)} Регистрация сохранена.`,
  restoredNotice: (title: string, when: string, reason?: string | null) =>
    `Игра «${title}» ${when} состоится: отмена снята.${reasonSentence(reason)} Регистрация сохранена.`,
  cancelDraft: 'Черновик не виден игрокам: отменять его не нужно.',
  restoreNotCancelled: 'Игра не отменена: возвращать нечего.',
  restorePassed: 'Дата игры уже прошла: вернуть её нельзя.',
  unpublishRegistered: 'На игру уже зарегистрированы команды: снять её с публикации нельзя, можно отменить.',
  alreadyPublished: 'Игра уже опубликована.',
  notPublished: 'Игра не опубликована: снимать с публикации нечего.',
  reasonWithoutNotice: 'Причину указывают только при отмене, переносе или возвращении игры.',
  badCoordinates: `Координаты: широта от −${PLACE_LIMITS.latitudeMax} до ${PLACE_LIMITS.latitudeMax}, долгота от −${PLACE_LIMITS.longitudeMax} до ${PLACE_LIMITS.longitudeMax}.`,
  seatCapacity: `Мест за столом — от ${PLACE_LIMITS.seatCapacityMin} до ${PLACE_LIMITS.seatCapacityMax}.`,
  tooManySeats: `Столов — не больше ${PLACE_LIMITS.seatsMax}.`,
  placeInOtherCity: 'Площадка из другого города: выберите площадку города игры.',
  notArrivedYet: 'Команда ещё не отмечена.',
  grantUsage: 'pnpm organizer grant|revoke <телефон> --city <название или id>',
} as const;

/** « Причина: …» of a notice (the organizer's optional words, without a closing full stop), or ''. */
function reasonSentence(reason: string | null | undefined): string {
  const text = (reason ?? '').trim().replace(/[.!…]+$/u, '');
  return text ? ` Причина: ${text}.` : '';
}
