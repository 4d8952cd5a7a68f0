/**
 * The organizer console's calls (area `organizer`): schemas per concern in ./events, ./venues, ./teams,
 * ./scores and ./photos; the descriptors here. Rules and texts come from `@quiz/domain` (organizer.ts).
 */
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../../define-call';
import { liveResultsEndpoints } from '../../endpoints/live';
import { organizerEndpoints } from '../../endpoints/organizer';
import { DetailError } from '../../errors';
import {
  EventCreateBody,
  EventHistoryResponse,
  EventUpdateBody,
  OrganizerEvent,
  OrganizerEventParams,
  OrganizerEventsQuery,
  OrganizerEventsResponse,
} from './events';
import { ImageFileParams, OrganizerPhotos, PhotoOrderBody, PhotoParams } from './photos';
import {
  LiveResults,
  LiveResultsParams,
  PublishResultsResponse,
  SaveScoreBody,
  ScoreConflict,
  ScoreSheet,
  UnpublishResultsResponse,
} from './scores';
import {
  CheckInBody,
  LimitConflict,
  OrganizerTeamParams,
  PromoteBody,
  RegistrationsQuery,
  RegistrationsResponse,
  TeamSearchQuery,
  TeamSearchResponse,
  WalkInBody,
} from './teams';
import {
  MergeBody,
  OrganizerPlace,
  OrganizerPlaceParams,
  OrganizerPlacesQuery,
  OrganizerPlacesResponse,
  OrganizerTheme,
  OrganizerThemeParams,
  OrganizerThemesResponse,
  PlaceBody,
  PlaceConflict,
  PlaceUpdateBody,
  ThemeBody,
  ThemeConflict,
  ThemeUpdateBody,
} from './venues';

export * from './events';
export * from './photos';
export * from './scores';
export * from './teams';
export * from './venues';

/** one request's files: a few photos of PHOTO_MAX_BYTES plus the form's overhead */
const UPLOAD_BODY_LIMIT = PHOTOS_PER_UPLOAD * PHOTO_MAX_BYTES + 1024 * 1024;

export const organizerCalls = defineCalls('organizer', organizerEndpoints, {
  organizerEvents: {
    summary: 'Игры организатора по его городам: ближайшие и прошедшие, с числом регистраций',
    query: OrganizerEventsQuery,
    response: OrganizerEventsResponse,
  },
  organizerCreateEvent: {
    summary: 'Новая игра: черновик или сразу опубликованная',
    body: EventCreateBody,
    response: OrganizerEvent,
    status: 201,
  },
  organizerEvent: {
    summary: 'Игра для редактирования',
    params: OrganizerEventParams,
    response: OrganizerEvent,
  },
  organizerUpdateEvent: {
    summary: 'Изменить игру: сохранить, опубликовать, снять с публикации, перенести, отменить',
    params: OrganizerEventParams,
    body: EventUpdateBody,
    response: OrganizerEvent,
  },
  organizerEventHistory: {
    summary: 'История изменений игры (кто, что, когда, было → стало), новые первыми',
    params: OrganizerEventParams,
    response: EventHistoryResponse,
  },
  organizerThemes: {
    summary: 'Все темы для консоли: и архивные, с числом игр и тем, может ли организатор их менять',
    response: OrganizerThemesResponse,
  },
  organizerCreateTheme: {
    summary: 'Новая тема; повтор с тем же request_key — та же тема, та же активная тема по названию — 409',
    body: ThemeBody,
    response: OrganizerTheme,
    status: 201,
    errors: { 409: ThemeConflict },
  },
  organizerCreateThemeWithPicture: {
    summary:
      'Новая тема с картинкой одним запросом (multipart: title, description, request_key, файл picture): плохая картинка — ни темы, ни картинки',
    multipart: true,
    bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
    response: OrganizerTheme,
    status: 201,
    errors: { 409: ThemeConflict, 411: DetailError, 413: DetailError, 415: DetailError },
  },
  organizerUpdateTheme: {
    summary: 'Изменить тему',
    params: OrganizerThemeParams,
    body: ThemeUpdateBody,
    response: OrganizerTheme,
  },
  organizerThemePicture: {
    summary: 'Загрузить картинку темы (multipart, файл picture)',
    params: OrganizerThemeParams,
    multipart: true,
    bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
    response: OrganizerTheme,
    errors: { 411: DetailError, 413: DetailError, 415: DetailError },
  },
  organizerArchiveTheme: {
    summary: 'Убрать тему в архив: её нет в выборе для новых игр и на сайте, игры на ней остаются',
    params: OrganizerThemeParams,
    response: OrganizerTheme,
  },
  organizerRestoreTheme: {
    summary: 'Вернуть тему из архива',
    params: OrganizerThemeParams,
    response: OrganizerTheme,
  },
  organizerMergeTheme: {
    summary: 'Объединить тему-дубль с темой into: игры и голосования переходят к ней, дубль — в архив',
    params: OrganizerThemeParams,
    body: MergeBody,
    response: OrganizerTheme,
  },
  organizerPlaces: {
    summary: 'Площадки городов организатора со столами',
    query: OrganizerPlacesQuery,
    response: OrganizerPlacesResponse,
  },
  organizerCreatePlace: {
    summary: 'Новая площадка; повтор с тем же request_key — та же площадка, то же название в городе — 409',
    body: PlaceBody,
    response: OrganizerPlace,
    status: 201,
    errors: { 409: PlaceConflict },
  },
  organizerUpdatePlace: {
    summary: 'Изменить площадку (столы — весь список)',
    params: OrganizerPlaceParams,
    body: PlaceUpdateBody,
    response: OrganizerPlace,
  },
  organizerArchivePlace: {
    summary: 'Убрать площадку в архив: её нет в выборе для новых игр, игры в ней остаются',
    params: OrganizerPlaceParams,
    response: OrganizerPlace,
  },
  organizerRestorePlace: {
    summary: 'Вернуть площадку из архива',
    params: OrganizerPlaceParams,
    response: OrganizerPlace,
  },
  organizerMergePlace: {
    summary:
      'Объединить площадку-дубль с площадкой into того же города: игры переходят к ней, дубль — в архив',
    params: OrganizerPlaceParams,
    body: MergeBody,
    response: OrganizerPlace,
  },
  organizerRegistrations: {
    summary: 'Кто придёт: команды, составы, капитаны, резерв, итоги; ?format=csv — файл для площадки',
    params: OrganizerEventParams,
    query: RegistrationsQuery,
    response: RegistrationsResponse,
  },
  organizerCheckIn: {
    summary:
      'Отметить, что команда пришла (или нет) и сколько человек привела; это «в игре» рассадки. Команда из резерва занимает место',
    params: OrganizerTeamParams,
    body: CheckInBody,
    response: RegistrationsResponse,
    errors: { 409: LimitConflict },
  },
  organizerWalkIn: {
    summary: 'Команда у входа: из базы или новая с телефоном капитана; сразу в игре',
    params: OrganizerEventParams,
    body: WalkInBody,
    response: RegistrationsResponse,
    status: 201,
    errors: { 409: LimitConflict },
  },
  organizerNoShow: {
    summary: 'Команда не пришла: её место свободно, первой команде резерва предлагают его',
    params: OrganizerTeamParams,
    response: RegistrationsResponse,
  },
  organizerPromote: {
    summary: 'Перевести команду из резерва (капитану — сообщение) или не пришедшую в основной список',
    params: OrganizerTeamParams,
    body: PromoteBody,
    response: RegistrationsResponse,
    errors: { 409: LimitConflict },
  },
  organizerTeamSearch: {
    summary: 'Команды города игры по названию, имени или телефону капитана (телефон — последние 4 цифры)',
    params: OrganizerEventParams,
    query: TeamSearchQuery,
    response: TeamSearchResponse,
  },
  organizerScores: { summary: 'Таблица баллов игры', params: OrganizerEventParams, response: ScoreSheet },
  organizerSaveScore: {
    summary: 'Сохранить балл команды за один тур с версией этой клетки; изменённая другим — 409 с текущими',
    params: OrganizerTeamParams,
    body: SaveScoreBody,
    response: ScoreSheet,
    errors: { 409: ScoreConflict },
  },
  organizerPublishResults: {
    summary: 'Опубликовать результаты начавшейся игры: итоги игры, пересчёт рейтинга сезона',
    params: OrganizerEventParams,
    response: PublishResultsResponse,
    errors: { 409: DetailError },
  },
  organizerUnpublishResults: {
    summary: 'Снять результаты с публикации: итоги и рейтинг без этой игры, баллы остаются для исправления',
    params: OrganizerEventParams,
    response: UnpublishResultsResponse,
    errors: { 409: DetailError },
  },
  organizerPhotos: {
    summary: 'Фото фотоотчёта игры',
    params: OrganizerEventParams,
    response: OrganizerPhotos,
  },
  organizerUploadPhotos: {
    summary: 'Загрузить фото (multipart, файлы photos)',
    params: OrganizerEventParams,
    multipart: true,
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: OrganizerPhotos,
    status: 201,
    errors: { 411: DetailError, 413: DetailError, 415: DetailError },
  },
  organizerOrderPhotos: {
    summary: 'Порядок фото фотоотчёта',
    params: OrganizerEventParams,
    body: PhotoOrderBody,
    response: OrganizerPhotos,
  },
  organizerDeletePhoto: { summary: 'Удалить фото', params: PhotoParams, response: OrganizerPhotos },
});

export const liveResultsCalls = defineCalls('results', liveResultsEndpoints, {
  liveResults: {
    summary: 'Результаты игры сейчас (в том числе во время подсчёта)',
    params: LiveResultsParams,
    response: LiveResults,
  },
  resultsStream: {
    summary: 'Поток результатов игры (text/event-stream, сообщения event: results)',
    params: LiveResultsParams,
    response: LiveResults,
    stream: true,
  },
  uploadedImage: {
    summary: 'Загруженная картинка (фото или картинка темы), JPEG',
    params: ImageFileParams,
    response: z.string(),
    produces: 'image/jpeg',
  },
});
